/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { RegistrationStatusCode } from '../entities/registration-status-code.gen.ts';

/**
 * 200 body of GET /api/legends: one page of Legends by name (last, first), with the totals.
 */
export interface LegendsListResponse {
  legends: LegendListRow[];
  /**
   * Rows matching the filters.
   */
  total: number;
  page: number;
  /**
   * spec §2 page size: 10, or ceil(rows/10) from 100 rows on.
   */
  pageSize: number;
  pageCount: number;
}
export interface LegendListRow {
  /**
   * Id of the Legend.
   */
  legendId: number;
  firstName: string;
  lastName: string;
  playerId: number | null;
  email: string | null;
  stateCode: string | null;
  /**
   * Company of the latest application, or null.
   */
  companyName: string | null;
  /**
   * Number of Legends Directory applications.
   */
  applications: number;
  /**
   * Registration status of the latest application.
   */
  latestStatus: RegistrationStatusCode | null;
}
