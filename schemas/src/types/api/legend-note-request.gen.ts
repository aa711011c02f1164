/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Body of POST /api/legends/{legendId}/notes (documentId optional: a document of this Legend the note is about) and POST /api/applications/{applicationId}/documents/{documentId}/notes (documentId from the path; not allowed here). Notes cannot be changed or removed afterwards.
 */
export interface LegendNoteRequest {
  /**
   * The note, plain text.
   */
  body: string;
  documentId?: string | null;
}
