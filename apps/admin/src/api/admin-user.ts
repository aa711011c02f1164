import { responseData } from '@huddle/api-client';
import type { AdminUserResponse } from '@huddle/schemas';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from './admin-api.ts';

/**
 * The signed-in staff member (API contract: GET /api/admin/user). `permissions`
 * decides what the UI shows; `flags` are the spec §3 auth user booleans.
 */
export type AdminUser = AdminUserResponse;

/**
 * The signed-in user, loaded once a session (GET /api/admin/user). Rejects with
 * ApiError (and redirects to sign-in on 401).
 */
export const adminUserQuery = () =>
  queryOptions({
    queryKey: ['/api/admin/user'] as const,
    queryFn: ({ signal }): Promise<AdminUser> => responseData(adminApi.GET('/api/admin/user', { signal })),
    staleTime: Infinity,
  });

/** Ends the session (POST /logout → 204). */
export async function signOut(): Promise<void> {
  await adminApi.POST('/logout');
}
