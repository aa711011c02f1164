import type { Permission } from '@huddle/schemas';
import { atom, useAtomValue } from 'jotai';
import type { AdminUser } from '../api/admin-user.ts';

/** The signed-in staff member; null until GET /api/admin/user answers. */
export const currentUserAtom = atom<AdminUser | null>(null);

/**
 * The signed-in user. Only used below the session gate, which renders nothing
 * until the user is known; throws if called outside it.
 */
export function useCurrentUser(): AdminUser {
  const user = useAtomValue(currentUserAtom);
  if (!user) throw new Error('useCurrentUser is used outside the session gate');
  return user;
}

/** The signed-in user's permission names (spec §6; the server is the authority). */
export function usePermissions(): readonly Permission[] {
  return useCurrentUser().permissions;
}
