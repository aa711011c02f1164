/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { RegistrationStatusCode } from '../entities/registration-status-code.gen.ts';
import type { RegistrationStatusName } from '../entities/registration-status-name.gen.ts';

/**
 * 201 body of POST /api/events/{eventId}/responses. The initial status is 8 Submitted, or 7 Unpaid when the program requires a fee without acceptance (spec §4). submissionMessage is the program's sanitized rich text shown after 'Your application has been submitted'.
 */
export interface SubmitResponseResponse {
  registrationId: number;
  status: RegistrationStatusCode;
  statusName: RegistrationStatusName;
  submissionMessage: string;
}
