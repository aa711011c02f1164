import { responseData } from '@huddle/api-client';
import type { AdminUserResponse } from '@huddle/schemas';
import { adminApi } from './admin-api.ts';

/**
 * The signed-in staff member (API contract: GET /api/admin/user). `permissions`
 * decides what the UI shows; `flags` are the spec §3 auth user booleans.
 */
export type AdminUser = AdminUserResponse;

/** Loads the signed-in user; throws ApiError (and redirects to sign-in on 401). */
export function fetchAdminUser(): Promise<AdminUser> {
  return responseData(adminApi.GET('/api/admin/user'));
}

/** Ends the session (POST /logout → 204). */
export async function signOut(): Promise<void> {
  await adminApi.POST('/logout');
}
