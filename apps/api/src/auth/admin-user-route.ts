import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { authUserFlags, permissionsOf } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/database.ts';
import { problem } from '../http/problem.ts';
import { currentUser } from './session-middleware.ts';

/** What the route needs; the user itself comes from sessionMiddleware (c.var.user). */
export interface AdminUserRouteDeps {
  db: Kysely<Database>;
}

/**
 * GET /api/admin/user (mounted at the root, after sessionMiddleware): the
 * signed-in staff member as the back office needs it,
 * 200 `{ id, email, displayName, roles, permissions, flags }` where
 * permissions = permissionsOf(roles) and flags = authUserFlags(roles) (the
 * spec §3 auth user booleans); 401 problem 'Sign-in required' without a session.
 */
export function adminUserRoutes(_deps: AdminUserRouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/api/admin/user', (c) => {
    const user = currentUser(c);
    if (user === null) return problem(c, 401, 'Sign-in required', { detail: 'Sign in to Huddle to continue.' });
    c.header('cache-control', 'no-store');
    return c.json({
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      roles: user.roles,
      permissions: permissionsOf(user.roles),
      flags: authUserFlags(user.roles),
    });
  });
  return routes;
}
