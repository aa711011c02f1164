/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 200 body of GET /api/admin/events/{eventId}/form-versions: the program's form version history, newest first (ARCHITECTURE.md §1: a save that changes the compiled form creates a new immutable version; a save that brings back the content of an earlier version makes that version current again and is listed as 'restored'). Each entry says when, who and what changed against the version served before it; an id may appear more than once.
 */
export interface FormVersionsResponse {
  versions: FormVersionSummary[];
}
/**
 * One entry of the history: a version created, or an earlier version restored.
 */
export interface FormVersionSummary {
  id: number;
  contentHash: string;
  /**
   * When the version was created or restored (ISO-8601).
   */
  createdAt: string;
  /**
   * Email of the staff member whose save created or restored it; null when it was compiled without a staff save (seed, first public view).
   */
  createdBy: string | null;
  /**
   * True on the newest entry of the version the public form serves now.
   */
  current: boolean;
  /**
   * What changed against the previous version, one sentence each (components added, removed, renamed, reconfigured, reordered; questions and options added, removed, edited, reordered; program year). The first version says 'First version of the form'.
   */
  changes: string[];
  /**
   * created: the save (or first view) that stored this version; restored: a later save whose form equals this earlier version.
   */
  kind: 'created' | 'restored';
}
