import { responseData } from '@huddle/api-client';
import type { DashboardResponse } from '@huddle/schemas';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from './admin-api.ts';

/**
 * The analytics figures of one league year for the user's program families:
 * applications per week and per program, the status funnel, and fees collected in cents.
 */
export type DashboardFigures = DashboardResponse;

/** The analytics figures of a league year (API: GET /api/admin/dashboard?eventYear=). Rejects with ApiError. */
export const dashboardQuery = (eventYear: number) =>
  queryOptions({
    queryKey: ['/api/admin/dashboard', { eventYear }] as const,
    queryFn: ({ signal }): Promise<DashboardFigures> =>
      responseData(adminApi.GET('/api/admin/dashboard', { params: { query: { eventYear } }, signal })),
  });
