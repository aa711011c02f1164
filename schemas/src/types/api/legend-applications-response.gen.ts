/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { ProgramFamily } from '../entities/program-family.gen.ts';
import type { RegistrationStatusCode } from '../entities/registration-status-code.gen.ts';
import type { RegistrationStatusName } from '../entities/registration-status-name.gen.ts';
import type { StatusLogEntry } from '../entities/status-log-entry.gen.ts';

/**
 * 200 body of GET /api/legends/{legendId}/applications: the Legend's Legends Directory applications, newest first, each with its status history (newest first), and their registrations to other programs (by the attached player), newest first.
 */
export interface LegendApplicationsResponse {
  applications: LegendApplicationHistory[];
  registrations: LegendRegistration[];
}
export interface LegendApplicationHistory {
  /**
   * Legend application id.
   */
  applicationId: number;
  /**
   * Registration id (participant detail).
   */
  registrationId: number;
  /**
   * Program id.
   */
  programId: number;
  programName: string;
  companyName: string | null;
  registrationStatus: RegistrationStatusCode;
  statusName: RegistrationStatusName;
  applicationDate: string;
  statusDate: string;
  statuses: StatusLogEntry[];
}
export interface LegendRegistration {
  /**
   * Registration id.
   */
  registrationId: number;
  /**
   * Program id.
   */
  programId: number;
  programName: string;
  family: ProgramFamily;
  eventYear: number;
  registrationStatus: RegistrationStatusCode;
  statusName: RegistrationStatusName;
  submittedAt: string;
  modifiedAt: string;
}
