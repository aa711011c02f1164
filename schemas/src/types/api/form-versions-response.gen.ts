/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 200 body of GET /api/admin/events/{eventId}/form-versions: the program's form versions, newest first, each with what changed against the version before it (ARCHITECTURE.md §1: a new immutable version whenever a save changes the compiled form).
 */
export interface FormVersionsResponse {
  versions: FormVersionSummary[];
}
/**
 * One form version in the history.
 */
export interface FormVersionSummary {
  id: number;
  contentHash: string;
  createdAt: string;
  /**
   * Email of the staff member whose save created it; null when it was compiled without a staff save (seed, first public view).
   */
  createdBy: string | null;
  /**
   * True for the version the public form serves now.
   */
  current: boolean;
  /**
   * What changed against the previous version, one sentence each (components added, removed, renamed, reconfigured, reordered; questions and options added, removed, edited, reordered; program year). The first version says 'First version of the form'.
   */
  changes: string[];
}
