/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { AuthUserFlags } from '../entities/auth-user-flags.gen.ts';
import type { Permission } from '../entities/permission.gen.ts';
import type { Role } from '../entities/role.gen.ts';

/**
 * 200 body of GET /api/admin/user (spec §7 'user flags'): the signed-in staff member, their roles, the permissions they grant (spec §6) and the spec §3 auth user flags. 401 problem without a session.
 */
export interface AdminUserResponse {
  id: number;
  email: string;
  displayName: string;
  roles: Role[];
  /**
   * permissionsOf(roles).
   */
  permissions: Permission[];
  flags: AuthUserFlags;
}
