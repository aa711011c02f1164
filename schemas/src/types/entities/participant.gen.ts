/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { RegistrationStatusCode } from './registration-status-code.gen.ts';

/**
 * A participant's registration for a program (spec §3 Participant / registration). The applicant's answers are kept whole in answers, keyed by component key (spec §3 applicant form fields) and pinned to the form version they were validated against; the other fields are projected from them at submit time for lists and search.
 */
export interface Participant {
  /**
   * Registration id.
   */
  id: number;
  eventId: number;
  formVersionId: number;
  /**
   * League year of the program when the applicant applied (the 'League Fiscal Year' filter).
   */
  eventYear: number;
  playerId: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  primaryPhone: string | null;
  city: string | null;
  stateCode: string | null;
  country: string | null;
  birthDate: string | null;
  companyName: string | null;
  industry: string | null;
  registrationDate: string;
  modifiedDate: string;
  registrationStatus: RegistrationStatusCode;
  statusChangedBy: string | null;
  /**
   * The answers as submitted, valid against the pinned form version's jsonSchema.
   */
  answers: {};
}
