/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { LegendNote } from '../entities/legend-note.gen.ts';

/**
 * 200 body of the notes lists (GET /api/legends/{legendId}/notes, GET /api/applications/{applicationId}/documents/{documentId}/notes): newest first.
 */
export interface LegendNotesResponse {
  notes: LegendNote[];
}
