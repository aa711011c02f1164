/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { StatusLogEntry } from '../entities/status-log-entry.gen.ts';

/**
 * 200 body of GET /api/events/{eventId}/registrations/{id}/statuses: the registration's status log, newest first (spec §3 Status log; empty text 'No statuses..').
 */
export interface StatusesResponse {
  statuses: StatusLogEntry[];
}
