import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import { hasPermission } from '@huddle/schemas';
import type { Permission } from '@huddle/schemas';
import type { AppEnv, SessionUser } from '../app-env.ts';
import type { Database } from '../db/database.ts';
import { problem } from '../http/problem.ts';
import { findSessionUser, SESSION_COOKIE } from './session-store.ts';

/** What the session middlewares need: the database and a clock (default: the system clock). */
export interface SessionDeps {
  db: Kysely<Database>;
  now?: () => Date;
}

/**
 * Sets c.var.user for every request: the staff member of a valid
 * `huddle_session` cookie, else null (no cookie, unknown or tampered token,
 * or an expired session, whose row is then deleted). Never refuses a request.
 */
export function sessionMiddleware(deps: SessionDeps): MiddlewareHandler<AppEnv> {
  const now = deps.now ?? (() => new Date());
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    c.set('user', token === undefined ? null : await findSessionUser(deps.db, token, now()));
    await next();
  };
}

/** The signed-in staff member, or null (also when sessionMiddleware is not installed). */
export function currentUser(c: Context<AppEnv>): SessionUser | null {
  return (c.get('user') as SessionUser | null | undefined) ?? null;
}

/** Refuses requests without a signed-in staff member: 401 problem 'Sign-in required'. */
export function requireUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (currentUser(c) === null) return signInRequired(c);
    await next();
  };
}

/**
 * Whether a staff member may do what `permission` names (spec §6 permission
 * table); false for nobody signed in.
 */
export function authorize(user: SessionUser | null, permission: Permission): boolean {
  return user !== null && hasPermission(user.roles, permission);
}

/**
 * Lets the request through only for a staff member holding `permission`:
 * 401 problem 'Sign-in required' without a session; otherwise 403 problem
 * 'Forbidden' naming the permission, recorded in audit_log as
 * 'permission.denied' (actor = email, target = 'METHOD /path',
 * after_json = { permission }).
 */
export function requirePermission(permission: Permission, deps: SessionDeps): MiddlewareHandler<AppEnv> {
  const now = deps.now ?? (() => new Date());
  return async (c, next) => {
    const user = currentUser(c);
    if (user === null) return signInRequired(c);
    if (!authorize(user, permission)) {
      await deps.db
        .insertInto('audit_log')
        .values({
          at: now().toISOString(),
          actor: user.email,
          action: 'permission.denied',
          target: `${c.req.method} ${c.req.path}`,
          before_json: null,
          after_json: JSON.stringify({ permission }),
        })
        .execute();
      return problem(c, 403, 'Forbidden', { detail: `This action requires the permission '${permission}'.` });
    }
    await next();
  };
}

function signInRequired(c: Context<AppEnv>): Response {
  return problem(c, 401, 'Sign-in required', { detail: 'Sign in to Huddle to continue.' });
}
