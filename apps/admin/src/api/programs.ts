import { responseData } from '@huddle/api-client';
import type { ProgramSummary, PublicProgram } from '@huddle/schemas';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from './admin-api.ts';

/** One program of the staff lists (API contract: GET /api/admin/events). Dates 'YYYY-MM-DD' or null. */
export type AdminProgramSummary = ProgramSummary;

/**
 * Which list: 'picker' (spec §2 program picker: legends directory and football ops
 * submission hidden) or 'forms' (every program, for the form builder).
 */
export type ProgramListScope = 'picker' | 'forms';

/** The programs of one list, sorted by name (GET /api/admin/events?scope=). Rejects with ApiError. */
export const programsQuery = (scope: ProgramListScope) =>
  queryOptions({
    queryKey: ['/api/admin/events', { scope }] as const,
    queryFn: async ({ signal }): Promise<AdminProgramSummary[]> =>
      (await responseData(adminApi.GET('/api/admin/events', { params: { query: { scope } }, signal }))).events,
  });

/**
 * A program's public facts (API contract: GET /api/events/{eventId}); the
 * detail page reads its display fields. Rejects with ApiError (404 when unknown).
 */
export const publicProgramQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['/api/events/{eventId}', { eventId }] as const,
    queryFn: ({ signal }): Promise<PublicProgram> =>
      responseData(adminApi.GET('/api/events/{eventId}', { params: { path: { eventId } }, signal })),
  });
