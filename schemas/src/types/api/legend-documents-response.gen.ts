/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { LegendDocument } from '../entities/legend-document.gen.ts';

/**
 * 200 body of GET /api/legends/{legendId}/documents and GET /api/applications/{applicationId}/documents: the documents, newest first.
 */
export interface LegendDocumentsResponse {
  documents: LegendDocument[];
}
