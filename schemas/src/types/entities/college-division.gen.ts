/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * College division (spec §9): FBS, FCS, 2, 3, N/A. N/A is an answer choice only (spec §4: it makes division and conference valid and sets the conference to NA).
 */
export type CollegeDivision = 'FBS' | 'FCS' | '2' | '3' | 'N/A';
