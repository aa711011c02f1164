/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { FixedRole } from '../entities/fixed-role.gen.ts';
import type { ParticipantRow } from '../entities/participant-row.gen.ts';
import type { ProgramFamily } from '../entities/program-family.gen.ts';

/**
 * 200 body of GET /api/events/{eventId}/people (spec §2 participants list): one page of rows (pageSize 10, or ceil(rows/10) at 100 rows or more), the filtered total, the number of pages, and the program's 'Total Submissions' and 'Total Approved'.
 */
export interface ParticipantsListResponse {
  program: ParticipantsListProgram;
  participants: ParticipantRow[];
  /**
   * Rows matching the filters, over all pages.
   */
  total: number;
  /**
   * 'Total Submissions': registrations of the program for the chosen year.
   */
  totalSubmissions: number;
  /**
   * 'Total Approved': of those, the ones with status 2 Approved.
   */
  totalApproved: number;
  page: number;
  pageSize: number;
  /**
   * Pages the filtered rows fill: ceil(total / pageSize), 0 when nothing matches (at most 10 from 100 rows on, spec §2).
   */
  pageCount: number;
}
/**
 * The program of a participants list: its heading is '{program name} Participants'.
 */
export interface ParticipantsListProgram {
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
  applicationsRequiresAccept: boolean;
  requireProgramFee: boolean;
  /**
   * Dollars, 2 decimals (spec §5).
   */
  programFee: number;
}
