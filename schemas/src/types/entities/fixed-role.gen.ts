/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Programs with a fixed role in the product (spec §1): the Legends directory, the football-ops submission, the business directory, the two resume programs and the football-areas program. null for every other program.
 */
export type FixedRole =
  | 'legends-directory'
  | 'football-ops-submission'
  | 'business-directory'
  | 'resume-program-a'
  | 'resume-program-b'
  | 'football-areas'
  | null;
