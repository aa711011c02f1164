import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { componentRegistry } from '@huddle/components/definitions';
import { createApp } from '../app.ts';
import type { SubmitRateLimit } from '../http/submit-rate-limit.ts';
import type { AppEnv } from '../app-env.ts';
import { createSession, SESSION_COOKIE } from '../auth/session-store.ts';
import { loadConfig } from '../config.ts';
import type { AppConfig } from '../config-types.ts';
import type { Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../seed/seed-database.ts';
import type { TestDialect } from './dialects.ts';
import { conformanceChecked } from './openapi-conformance.ts';

/** The moment integration tests run at by default (the seed catalog's reference day). */
export const TEST_NOW = new Date('2026-11-21T12:00:00.000Z');

/** A seeded app on a fresh database, with helpers to act as staff. */
export interface TestApp {
  app: Hono<AppEnv>;
  db: Kysely<Database>;
  config: AppConfig;
  /** Moves the app's clock. */
  setNow(now: Date): void;
  /** Cookie header value of a new session for the seeded user with this email. */
  cookieFor(email: string): Promise<string>;
  /** Errors the app logged as unexpected (500s). */
  loggedErrors: unknown[];
  close(): Promise<void>;
}

/**
 * Opens a fresh database of the dialect, migrates and seeds it (200 players),
 * and builds the app with a movable clock (TEST_NOW) and the default config
 * (overridable), e.g. `staticDirs` for the static-app tests. Every response
 * of the app is checked against the OpenAPI document (openapi-conformance.ts):
 * an undocumented status or a body off its schema throws in the request.
 */
export async function createTestApp(
  dialect: TestDialect,
  overrides: Partial<AppConfig> = {},
  options: { submitRateLimit?: SubmitRateLimit; longReadDb?: Kysely<Database> } = {},
): Promise<TestApp> {
  const db = await dialect.create();
  let now = TEST_NOW;
  await migrateToLatest(db);
  await seedDatabase(db, { registry: componentRegistry, now, players: 200 });
  // Uploaded files go to a fresh folder removed on close, unless the test names one.
  const uploadsDir = overrides.uploadsDir ?? (await mkdtemp(join(tmpdir(), 'huddle-test-uploads-')));
  const config: AppConfig = { ...loadConfig({}), uploadsDir, ...overrides };
  const loggedErrors: unknown[] = [];
  const app = createApp({
    db,
    config,
    registry: componentRegistry,
    now: () => now,
    logError: (_message, error) => void loggedErrors.push(error),
    // Test files submit many applications from one 'address'; the limit itself has its own test.
    submitRateLimit: options.submitRateLimit ?? { limit: 100_000, windowMs: 60_000 },
    ...(options.longReadDb === undefined ? {} : { longReadDb: options.longReadDb }),
  });
  // Every response (app.request goes through fetch too) is checked against /api/openapi.json.
  app.fetch = conformanceChecked(app.fetch);
  return {
    app,
    db,
    config,
    loggedErrors,
    setNow: (next) => {
      now = next;
    },
    cookieFor: async (email) => {
      const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      const { token } = await createSession(db, user.id, now, 12);
      return `${SESSION_COOKIE}=${token}`;
    },
    close: async () => {
      await options.longReadDb?.destroy();
      await db.destroy();
      if (overrides.uploadsDir === undefined) await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}
