/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { RegistrationStatusCode } from '../entities/registration-status-code.gen.ts';
import type { RegistrationStatusName } from '../entities/registration-status-name.gen.ts';

/**
 * 200 body of GET /api/applications: one page of Legends Directory applications, newest first.
 */
export interface ApplicationsListResponse {
  applications: LegendApplicationRow[];
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
export interface LegendApplicationRow {
  /**
   * Legend application id.
   */
  applicationId: number;
  /**
   * The Legend.
   */
  legendId: number;
  /**
   * Registration id.
   */
  registrationId: number;
  applicantName: string;
  companyName: string | null;
  /**
   * Industries, comma-separated.
   */
  industry: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  registrationStatus: RegistrationStatusCode;
  statusName: RegistrationStatusName;
  applicationDate: string;
}
