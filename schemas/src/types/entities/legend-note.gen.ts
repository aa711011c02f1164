/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * A staff note on a Legend (spec §1 Legends area notes): append-only, with its author and time; documentId names the document it is about, if any.
 */
export interface LegendNote {
  /**
   * Id of the note.
   */
  noteId: number;
  /**
   * The Legend.
   */
  legendId: number;
  /**
   * The document the note is about, or null.
   */
  documentId: string | null;
  /**
   * Plain text as written.
   */
  body: string;
  authorName: string;
  authorEmail: string;
  createdAt: string;
}
