/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { RegistrationStatusCode } from '../entities/registration-status-code.gen.ts';
import type { RegistrationStatusName } from '../entities/registration-status-name.gen.ts';

/**
 * 200 body of GET /api/admin/dashboard?eventYear=2026: application figures of the signed-in staff member's program families (removed submissions left out).
 */
export interface DashboardResponse {
  /**
   * Applications per week (weeks start on Monday, UTC dates), oldest first; weeks without applications are left out.
   */
  applicationsOverTime: {
    /**
     * Monday of the week, 'YYYY-MM-DD'.
     */
    week: string;
    count: number;
  }[];
  /**
   * Applications per program, most first (then by name); programs without applications are left out.
   */
  applicationsByProgram: {
    /**
     * Program id, stable in URLs (spec §2 /app/admin/programs/{programId}).
     */
    eventId: number;
    /**
     * spec §5: letters, digits, hyphen or comma.
     */
    eventName: string;
    count: number;
  }[];
  /**
   * Applications per current status, in status code order; statuses no application has are left out.
   */
  statusFunnel: {
    registrationStatus: RegistrationStatusCode;
    statusName: RegistrationStatusName;
    count: number;
  }[];
  /**
   * Program fees collected: payments minus refunds and voids, in cents.
   */
  feesCollected: {
    totalCents: number;
    /**
     * Per program with transactions, most first (then by name).
     */
    byProgram: {
      /**
       * Program id, stable in URLs (spec §2 /app/admin/programs/{programId}).
       */
      eventId: number;
      /**
       * spec §5: letters, digits, hyphen or comma.
       */
      eventName: string;
      totalCents: number;
    }[];
  };
  /**
   * Per program: browser sessions that opened the public form, that started answering it, and submitted applications (live ones); programs with none of the three are left out. Most opened first (then by name).
   */
  applicantFunnel: {
    /**
     * Program id, stable in URLs (spec §2 /app/admin/programs/{programId}).
     */
    eventId: number;
    /**
     * spec §5: letters, digits, hyphen or comma.
     */
    eventName: string;
    opened: number;
    started: number;
    submitted: number;
  }[];
}
