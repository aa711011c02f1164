/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { ProgramSummary } from './admin-events-response.gen.ts';
import type { ProgramFamily } from '../entities/program-family.gen.ts';
import type { RegistrationStatusCode } from '../entities/registration-status-code.gen.ts';
import type { RegistrationStatusName } from '../entities/registration-status-name.gen.ts';

/**
 * 200 body of GET /api/admin/search?q=keyword: at most 25 programs (by name) and 25 participants (newest application first), only of the signed-in staff member's program families. Removed submissions are left out.
 */
export interface AdminSearchResponse {
  /**
   * @maxItems 25
   */
  programs: ProgramSummary[];
  /**
   * @maxItems 25
   */
  participants: AdminSearchParticipant[];
}
/**
 * A participant row (participant-row.schema.json fields) with the program it belongs to.
 */
export interface AdminSearchParticipant {
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
  /**
   * Program id, stable in URLs (spec §2 /app/admin/programs/{programId}).
   */
  eventId: number;
  /**
   * spec §5: letters, digits, hyphen or comma.
   */
  eventName: string;
  family: ProgramFamily;
}
