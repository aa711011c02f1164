import type { DashboardResponse } from '@huddle/schemas';
import { requestJson } from './request-json.ts';

/**
 * The analytics figures of one league year for the user's program families:
 * applications per week and per program, the status funnel, and fees collected in cents.
 */
export type DashboardFigures = DashboardResponse;

/** Loads the analytics figures of a league year (API: GET /api/admin/dashboard?eventYear=). Throws ApiError. */
export function fetchDashboard(eventYear: number, signal?: AbortSignal): Promise<DashboardFigures> {
  const query = new URLSearchParams({ eventYear: String(eventYear) });
  return requestJson<DashboardFigures>(`/api/admin/dashboard?${query.toString()}`, { signal });
}
