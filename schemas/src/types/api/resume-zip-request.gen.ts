/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Body of POST /api/events/{eventId}/resumes/zip: the applicants chosen in 'Please Select Applicant to Download Resume' (spec §2 Resume Download, resume programs only). Registrations without an uploaded file are skipped.
 */
export interface ResumeZipRequest {
  /**
   * Registration ids of the program's participants.
   *
   * @minItems 1
   * @maxItems 1000
   */
  registrationIds: [number, ...number[]];
}
