/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { LegendNote } from '../entities/legend-note.gen.ts';

/**
 * 201 body of adding a note, 200 of reading one: the note as stored.
 */
export interface LegendNoteResponse {
  note: LegendNote;
}
