/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { RegistrationStatusCode } from './registration-status-code.gen.ts';
import type { RegistrationStatusName } from './registration-status-name.gen.ts';

/**
 * One row of a registration's status log (spec §3 Status log): which status it entered, who changed it and when. The detail page's 'Log History' lists them newest first.
 */
export interface StatusLogEntry {
  /**
   * Id of this status log row.
   */
  statusId: number;
  registrationStatus: RegistrationStatusCode;
  statusName: RegistrationStatusName;
  /**
   * Display name of the staff member, or 'Applicant' for the submission itself.
   */
  changedBy: string;
  /**
   * ISO-8601 timestamp of the change.
   */
  statusDate: string;
}
