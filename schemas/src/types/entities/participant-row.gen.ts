/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { RegistrationStatusCode } from './registration-status-code.gen.ts';
import type { RegistrationStatusName } from './registration-status-name.gen.ts';

/**
 * One row of the participants list (spec §3 list row), also the participant of the detail page and of a status change. Built from the registration's projected columns; null where the program's form has no such field.
 */
export interface ParticipantRow {
  /**
   * Registration id (the personId of the participant routes).
   */
  id: number;
  /**
   * Player database record attached to the registration.
   */
  playerId: number | null;
  firstName: string | null;
  lastName: string | null;
  /**
   * 'First Last', or the company name when the form has no person name.
   */
  applicantName: string;
  email: string | null;
  phone: string | null;
  /**
   * 'City, ST' (the Location column).
   */
  cityState: string | null;
  /**
   * Birth date 'YYYY-MM-DD'; lists show MM/DD/YYYY (spec §9).
   */
  dob: string | null;
  /**
   * Application date (spec §3 submittedOn/applicationDate).
   */
  submittedOn: string;
  registrationStatus: RegistrationStatusCode;
  statusName: RegistrationStatusName;
  companyName: string | null;
  country: string | null;
  /**
   * State code, or free text outside the United States (spec §4).
   */
  state: string | null;
  /**
   * Who set the current status ('Applicant' for a new application).
   */
  statusChangedBy: string | null;
  /**
   * Business industries, comma-separated (business directory programs).
   */
  industry?: string | null;
  currentJobTitle?: string | null;
  /**
   * Who approved the application (the 'Approved By' column); null until approved.
   */
  approvedBy: string | null;
  /**
   * The 'Playing History' column.
   */
  playingHistory: string | null;
  /**
   * Club names, comma-separated (preferred teams or teams played for; the Team Filter matches them).
   */
  teams: string | null;
  /**
   * Chosen football areas (spec §9), 'Other: ...' entries as typed; empty when none.
   *
   * @maxItems 50
   */
  footballAreas: string[];
}
