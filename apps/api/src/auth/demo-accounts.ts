import type { Kysely } from 'kysely';
import type { Role } from '@huddle/schemas';
import type { Database } from '../db/database.ts';

/** Password of every demo account of the dev identity provider (never used in production). */
export const DEMO_PASSWORD = 'huddle-demo';

/** One demo staff account: its sign-in email, the name shown in the back office and its spec §6 roles. */
export interface DemoAccount {
  email: string;
  displayName: string;
  roles: Role[];
}

/**
 * One demo staff member per spec §6 role (family role plus its level), all at
 * the reserved test domain huddle.test. The dev identity provider accepts them
 * with DEMO_PASSWORD; seedDemoUsers gives them access to Huddle.
 */
export const demoAccounts: readonly DemoAccount[] = [
  { email: 'admin@huddle.test', displayName: 'Dana Whitfield', roles: ['admin'] },
  { email: 'legends-admin@huddle.test', displayName: 'Marcus Reed', roles: ['legends', 'legends-admin'] },
  { email: 'legends-approver@huddle.test', displayName: 'Priya Natarajan', roles: ['legends', 'legends-approver'] },
  { email: 'legends-edit@huddle.test', displayName: 'Tom Okafor', roles: ['legends', 'legends-edit'] },
  { email: 'legends-user@huddle.test', displayName: 'Grace Liu', roles: ['legends', 'legends-user'] },
  { email: 'nfl-admin@huddle.test', displayName: 'Jordan Ellis', roles: ['nfl-programs', 'nfl-programs-admin'] },
  { email: 'nfl-approver@huddle.test', displayName: 'Carmen Alvarez', roles: ['nfl-programs', 'nfl-programs-approver'] },
  { email: 'nfl-user@huddle.test', displayName: 'Sam Patel', roles: ['nfl-programs', 'nfl-programs-user'] },
  { email: 'fops-admin@huddle.test', displayName: 'Rachel Kim', roles: ['fops', 'fops-admin'] },
  { email: 'fops-approver@huddle.test', displayName: 'Derek Johnson', roles: ['fops', 'fops-approver'] },
  { email: 'fops-user@huddle.test', displayName: 'Olivia Brooks', roles: ['fops', 'fops-user'] },
  { email: 'club-user@huddle.test', displayName: 'Luis Romero', roles: ['club-user'] },
];

/**
 * Inserts the demo accounts that are not yet in `users` (matched by the unique
 * lower-case email); existing rows, and any roles changed on them, are kept.
 * `now` becomes created_at (ISO-8601).
 */
export async function seedDemoUsers(db: Kysely<Database>, now: Date): Promise<void> {
  const createdAt = now.toISOString();
  await db
    .insertInto('users')
    .values(
      demoAccounts.map((account) => ({
        email: account.email,
        display_name: account.displayName,
        roles_json: JSON.stringify(account.roles),
        created_at: createdAt,
      })),
    )
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}
