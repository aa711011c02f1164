/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Program families of spec §1: NFL Programs, Legends Directory (business directory), Football Ops (submission program), the resume-based programs and the coaches academy. Decides the side-menu group and the participants-list variant (spec §2).
 */
export type ProgramFamily = 'nfl-programs' | 'legends-directory' | 'football-ops' | 'resume' | 'coaches-academy';
