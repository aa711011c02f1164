import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledForm } from '@huddle/form-engine';
import type { Database } from './db/database.ts';
import { createSqliteDialect } from './db/dialects/sqlite.ts';
import { startApiInstance, type ApiInstance } from './test-support/api-instances.ts';
import { sampleAnswers } from './test-support/sample-answers.ts';

/**
 * Crash safety of the embedded default (README "Production", durability):
 * the SQLite server under submit load is killed with SIGKILL three times and
 * started again on the same file. Every application answered 201 is stored
 * with its status log row and its confirmation email in the outbox, and no
 * registration, status log row or email exists without the others.
 */
const PROGRAM = 29; // NFL Women's Community: open, no acceptance, confirmation email
const KILLS = 3;

describe('SQLite server killed under submit load', () => {
  let dataDir = '';
  let instance: ApiInstance | null = null;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'huddle-crash-'));
  });
  afterAll(async () => {
    await instance?.stop();
    if (dataDir !== '') await rm(dataDir, { recursive: true, force: true });
  });

  const start = () =>
    startApiInstance({
      SQLITE_PATH: join(dataDir, 'huddle.sqlite'),
      UPLOADS_DIR: join(dataDir, 'uploads'),
      SUBMIT_RATE_LIMIT: '1000000',
    });

  it('keeps every acknowledged application whole and nothing half-written', async () => {
    const acknowledged: number[] = [];
    let applicant = 0;
    for (let kill = 1; kill <= KILLS; kill++) {
      const server = await start();
      instance = server;
      const program = (await (await fetch(`${server.url}/api/events/${PROGRAM}`)).json()) as {
        formVersion: { id: number; compiled: CompiledForm };
      };
      let killed = false;
      const client = async (): Promise<void> => {
        while (!killed) {
          applicant += 1;
          const body = JSON.stringify({
            formVersionId: program.formVersion.id,
            answers: sampleAnswers(program.formVersion.compiled, { emailAddress: `crash-${applicant}@example.org` }),
          });
          try {
            const response = await fetch(`${server.url}/api/events/${PROGRAM}/responses`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body,
            });
            if (response.status === 201) acknowledged.push(((await response.json()) as { registrationId: number }).registrationId);
          } catch {
            // the server died mid-request: not acknowledged
          }
        }
      };
      const clients = Array.from({ length: 16 }, client);
      const before = acknowledged.length;
      while (acknowledged.length < before + 100) await new Promise((resolve) => setTimeout(resolve, 20));
      await server.kill();
      killed = true;
      await Promise.all(clients);
      instance = null;
    }
    instance = await start(); // recovers the file as a restarted server would
    await instance.stop();
    instance = null;

    const db = new Kysely<Database>({ dialect: createSqliteDialect(join(dataDir, 'huddle.sqlite')) });
    try {
      const registrations = await db.selectFrom('registrations').select('id').where('program_id', '=', PROGRAM).execute();
      const ids = new Set(registrations.map((row) => row.id));
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILLS * 100);
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
      const logged = await db.selectFrom('status_log').select('registration_id').distinct().execute();
      const emails = await db.selectFrom('outbox').select('dedupe_key').where('dedupe_key', 'like', 'submission:%').execute();
      const emailed = new Set(emails.map((row) => Number(row.dedupe_key.split(':')[1])));
      expect(registrations.filter((row) => !logged.some((log) => log.registration_id === row.id))).toEqual([]);
      expect(registrations.filter((row) => !emailed.has(row.id))).toEqual([]);
      expect([...emailed].filter((id) => !ids.has(id))).toEqual([]);
      expect(emails).toHaveLength(registrations.length);
    } finally {
      await db.destroy();
    }
  }, 400_000);
});
