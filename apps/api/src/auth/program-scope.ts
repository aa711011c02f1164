import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { canAccessProgram, programFamiliesOf } from '@huddle/schemas';
import type { ProgramFamily } from '@huddle/schemas';
import type { AppEnv, SessionUser } from '../app-env.ts';
import type { Database, ProgramRow } from '../db/database.ts';
import { ProblemError } from '../errors/problem-error.ts';
import { findProgram } from '../services/programs/find-program.ts';
import { currentUser } from './session-middleware.ts';

/** What the program scope check needs: the database and the clock (a ServiceContext fits). */
export interface ProgramScopeDeps {
  db: Kysely<Database>;
  now?: () => Date;
}

/** Title of the 403 problem for a program outside the staff member's families. */
export const PROGRAM_SCOPE_REFUSED_TITLE = 'Forbidden';

/**
 * Program scope of the staff routes (contract "Program scope", spec §6
 * families): returns the program when the staff member's roles reach its
 * family (canAccessProgram). Otherwise writes one audit_log row
 * (action 'permission.denied', actor = email, target = `target`, default
 * 'program:{eventId}', after_json = { eventId, family }) and throws
 * ProblemError 403 'Forbidden'. Throws ProblemError 404 for an unknown program
 * (nothing audited). Call it after the permission check.
 */
export async function requireProgramAccess(
  deps: ProgramScopeDeps,
  user: SessionUser,
  eventId: number,
  target = `program:${eventId}`,
): Promise<ProgramRow> {
  const program = await findProgram(deps.db, eventId);
  if (canAccessProgram(user.roles, program.family)) return program;
  const now = deps.now ?? (() => new Date());
  await deps.db
    .insertInto('audit_log')
    .values({
      at: now().toISOString(),
      actor: user.email,
      action: 'permission.denied',
      target,
      before_json: null,
      after_json: JSON.stringify({ eventId, family: program.family }),
    })
    .execute();
  throw new ProblemError(
    403,
    PROGRAM_SCOPE_REFUSED_TITLE,
    `Your roles do not give access to ${program.event_name} (${familyLabels[program.family]} programs).`,
  );
}

/**
 * Route middleware form of requireProgramAccess for routes whose path names
 * the program as `{eventId}`: place it after requirePermission and
 * validParams (the id is then a valid integer). The audit target is
 * 'METHOD /path', as for a missing permission. Lets requests without a user
 * or without an integer eventId through unchanged (requirePermission and
 * validParams answer those).
 */
export function requireProgramScope(deps: ProgramScopeDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = currentUser(c);
    const eventId = Number(c.req.param('eventId'));
    if (user !== null && Number.isSafeInteger(eventId)) {
      await requireProgramAccess(deps, user, eventId, `${c.req.method} ${c.req.path}`);
    }
    await next();
  };
}

/** The program families a staff member may see (programFamiliesOf their roles); none without a user. */
export function familiesOfUser(user: SessionUser | null): ProgramFamily[] {
  return user === null ? [] : programFamiliesOf(user.roles);
}

/** How a family is named in the refusal detail. */
const familyLabels: Readonly<Record<ProgramFamily, string>> = {
  'nfl-programs': 'NFL Programs',
  'legends-directory': 'Legends Directory',
  'football-ops': 'Football Ops',
  resume: 'resume',
  'coaches-academy': 'coaches academy',
};
