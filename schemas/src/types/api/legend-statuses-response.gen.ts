/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { RegistrationStatusCode } from '../entities/registration-status-code.gen.ts';
import type { RegistrationStatusName } from '../entities/registration-status-name.gen.ts';

/**
 * 200 body of GET /api/legend-helpers/list-statuses: the statuses a Legends application can have (spec §4): Pending 1, Approved 2, Rejected 3, Submitted 8, OutofBusiness 11.
 */
export interface LegendStatusesResponse {
  statuses: {
    statusId: RegistrationStatusCode;
    name: RegistrationStatusName;
  }[];
}
