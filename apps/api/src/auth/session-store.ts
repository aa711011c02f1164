import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '@huddle/schemas';
import type { SessionUser } from '../app-env.ts';
import type { Database } from '../db/database.ts';

/** Name of the staff session cookie (httpOnly, SameSite=Lax, Path=/, Secure in production). */
export const SESSION_COOKIE = 'huddle_session';

/** A cookie token is 32 random bytes, base64url without padding (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** sha-256 hex of a session token: the sessions.id stored instead of the token itself. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Creates a session row for the user, valid `ttlHours` from `now`, and returns
 * the token for the cookie (only its sha-256 hex is stored).
 */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  now: Date,
  ttlHours: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlHours * 3_600_000);
  await db
    .insertInto('sessions')
    .values({ id: sessionIdOf(token), user_id: userId, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .execute();
  return { token, expiresAt };
}

/**
 * The staff member a cookie token belongs to, or null when the token is
 * malformed, unknown or expired at `now` (an expired row is deleted).
 */
export async function findSessionUser(db: Kysely<Database>, token: string, now: Date): Promise<SessionUser | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const id = sessionIdOf(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id as userId', 'users.email', 'users.display_name', 'users.roles_json', 'sessions.expires_at'])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (row === undefined) return null;
  if (row.expires_at <= now.toISOString()) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  return { id: row.userId, email: row.email, displayName: row.display_name, roles: parseRoles(row.roles_json) };
}

/** Deletes the session of a cookie token (nothing happens for an unknown token). */
export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionIdOf(token)).execute();
}

/** users.roles_json → Role[]; anything that is not a list of strings gives no roles. */
export function parseRoles(rolesJson: string): Role[] {
  try {
    const value: unknown = JSON.parse(rolesJson);
    return Array.isArray(value) ? (value.filter((role) => typeof role === 'string') as Role[]) : [];
  } catch {
    return [];
  }
}
