/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { LegendDocument } from '../entities/legend-document.gen.ts';

/**
 * 201 body of a staff upload (POST /api/legends/{legendId}/documents, POST /api/applications/{applicationId}/documents): the stored document.
 */
export interface LegendDocumentResponse {
  document: LegendDocument;
}
