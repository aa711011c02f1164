/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 200 body of GET /api/public/paths/{path}: the program a public path shows (spec §2 public routes; lookup is case-insensitive). kind 'level-selection' is the coaches academy level selection page.
 */
export interface PathLookupResponse {
  /**
   * The path as published, without the leading slash, e.g. 'NFL_Forward_Crowdsourcing'.
   */
  path: string;
  programId: number;
  title: string;
  kind: 'application' | 'level-selection';
}
