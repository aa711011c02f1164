/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { FixedRole } from '../entities/fixed-role.gen.ts';
import type { ProgramFamily } from '../entities/program-family.gen.ts';

/**
 * 200 body of GET /api/admin/events?scope=picker|forms: the programs, sorted by eventName. scope=picker hides the legends-directory and football-ops-submission programs (spec §2 program picker); scope=forms lists them all ('Please Select Program to Edit').
 */
export interface AdminEventsResponse {
  events: ProgramSummary[];
}
/**
 * A program as listed by the program picker and the forms list (spec §2: Name, Event Start Date, Event End Date, Application Due Date).
 */
export interface ProgramSummary {
  /**
   * Program id, stable in URLs (spec §2 /app/admin/programs/{programId}).
   */
  eventId: number;
  /**
   * spec §5: letters, digits, hyphen or comma.
   */
  eventName: string;
  programDisplayName: string;
  family: ProgramFamily;
  fixedRole: FixedRole;
  /**
   * Start year of the league year (spec §3); the league year starts April 1 (spec §9).
   */
  eventYear: number;
  startDate: string | null;
  endDate: string | null;
  /**
   * The application closes at the end of the day after this date (spec §9).
   */
  applicationDueDate: string | null;
  /**
   * An inactive program is closed to applicants (spec §4).
   */
  activeEvent: boolean;
}
