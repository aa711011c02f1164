import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentRegistry } from '@huddle/components/definitions';
import { StoredFileNotFoundError } from '../files/file-store.ts';
import { LocalFileStore } from '../files/local-file-store.ts';
import { sweepOldExports } from '../services/exports/export-retention.ts';
import { exportParticipantsCsv } from '../services/exports/export-service.ts';
import { testDialects } from '../test-support/dialects.ts';
import { gcCallsDuring } from '../test-support/gc-calls.ts';
import { getJson } from '../test-support/http.ts';
import { insertRegistrations } from '../test-support/insert-registrations.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app.ts';

const PROGRAM = 4; // Job Shadow and Internship Program (resume family)
const YEAR = 2024;
const DAY_MS = 24 * 60 * 60 * 1000;
const LIVE_ROWS = 40; // of 50 inserted, every fifth removed

/** Counts the keyset batch queries (the only export query with a LIMIT). */
function batchCounter(): { plugin: KyselyPlugin; count: () => number } {
  let batches = 0;
  return {
    count: () => batches,
    plugin: {
      transformQuery: (args) => {
        if (args.node.kind === 'SelectQueryNode' && args.node.limit !== undefined) batches += 1;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    },
  };
}

const MEMORY_REDUCING_GC = { type: 'major', execution: 'async', flavor: 'last-resort' };

describe.each(testDialects())('export download link and retention on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let t: TestApp;
  let uploadsDir: string;
  let store: LocalFileStore;
  const cookies: Record<string, string> = {};

  /** Exports the league year as `email` and returns the CSV bytes and the emailed link (path and query). */
  async function exportWithLink(email: string): Promise<{ bytes: Uint8Array; link: string; exportId: number }> {
    const response = await t.app.request(`/api/events/${PROGRAM}/years/${YEAR}/export`, { headers: { cookie: cookies[email] ?? '' } });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const mail = await t.db
      .selectFrom('outbox')
      .select('html')
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const link = /href="http:\/\/localhost:3000(\/api\/exports\/(\d+)\/download\?token=[\w-]{43})"/.exec(mail.html);
    expect(link, mail.html).not.toBeNull();
    return { bytes, link: link?.[1] ?? '', exportId: Number(link?.[2]) };
  }

  /** The files in the store's exports folder (partial files included), sorted. */
  const exportFiles = async () => (await readdir(join(uploadsDir, 'exports')).catch(() => [])).sort();

  /** Moves the app's clock and signs the staff members in again (sessions last 12 hours). */
  async function moveTo(now: Date): Promise<void> {
    t.setNow(now);
    for (const email of ['admin@huddle.test', 'nfl-user@huddle.test', 'fops-user@huddle.test']) cookies[email] = await t.cookieFor(email);
  }

  const download = (path: string, email?: string) =>
    t.app.request(path, { headers: email === undefined ? {} : { cookie: cookies[email] ?? '' } });

  beforeAll(async () => {
    if (skip) return;
    uploadsDir = await mkdtemp(join(tmpdir(), 'huddle-export-link-'));
    store = new LocalFileStore(uploadsDir);
    t = await createTestApp(dialect, { uploadsDir });
    await moveTo(TEST_NOW);
    await insertRegistrations(t.db, { programId: PROGRAM, eventYear: YEAR, count: 50, deletedEvery: 5 });
  });
  afterAll(async () => {
    await t?.close();
    if (uploadsDir !== undefined) await rm(uploadsDir, { recursive: true, force: true });
  });

  it.skipIf(skip)('serves the stored export to signed-in staff who may export the program, until the link expires', async () => {
    await moveTo(TEST_NOW);
    const { bytes, link, exportId } = await exportWithLink('admin@huddle.test');
    const record = await t.db.selectFrom('exports').selectAll().where('id', '=', exportId).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ program_id: PROGRAM, event_year: YEAR, actor: 'admin@huddle.test', row_count: LIVE_ROWS });
    expect(record.expires_at).toBe(new Date(TEST_NOW.getTime() + 7 * DAY_MS).toISOString());
    expect(record.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(link).not.toContain(record.token_hash);

    const colleague = await download(link, 'nfl-user@huddle.test');
    expect(colleague.status).toBe(200);
    expect(colleague.headers.get('content-disposition')).toBe('attachment; filename="pe_export.csv"');
    expect(new Uint8Array(await colleague.arrayBuffer())).toEqual(bytes);

    expect((await getJson(t.app, link)).status).toBe(401);
    const outside = await getJson(t.app, link, cookies['fops-user@huddle.test']);
    expect(outside.status).toBe(403);
    expect(outside.contentType).toBe('application/problem+json');
    const denied = await t.db.selectFrom('audit_log').select('actor').where('target', '=', `export:${exportId}`).execute();
    expect(denied).toEqual([{ actor: 'fops-user@huddle.test' }]);
    const wrongToken = link.replace(/token=.*$/, `token=${'A'.repeat(43)}`);
    expect((await getJson(t.app, wrongToken, cookies['admin@huddle.test'])).status).toBe(404);
    expect((await getJson(t.app, link.replace(/token=.*$/, 'token=short'), cookies['admin@huddle.test'])).status).toBe(400);
    expect((await getJson(t.app, link.replace(/exports\/\d+/, 'exports/999999'), cookies['admin@huddle.test'])).status).toBe(404);

    await moveTo(new Date(TEST_NOW.getTime() + 7 * DAY_MS - 1000));
    expect((await download(link, 'admin@huddle.test')).status).toBe(200);
    await moveTo(new Date(TEST_NOW.getTime() + 7 * DAY_MS));
    const expired = await getJson(t.app, link, cookies['admin@huddle.test']);
    expect(expired.status).toBe(410);
    expect(expired.contentType).toBe('application/problem+json');
    await moveTo(TEST_NOW);
  });

  it.skipIf(skip)('removes exports older than the retention period with their files, and keeps newer ones', async () => {
    await moveTo(new Date(TEST_NOW.getTime() + 1 * DAY_MS));
    const older = await exportWithLink('admin@huddle.test');
    await moveTo(new Date(TEST_NOW.getTime() + 3 * DAY_MS));
    const newer = await exportWithLink('admin@huddle.test');
    const keyOf = async (id: number) =>
      (await t.db.selectFrom('exports').select('file_key').where('id', '=', id).executeTakeFirstOrThrow()).file_key;
    const olderKey = await keyOf(older.exportId);
    const newerKey = await keyOf(newer.exportId);

    // 7 days after the older export: it (and the earlier test's, older still) goes; the newer stays.
    const sweepAt = new Date(TEST_NOW.getTime() + 8 * DAY_MS + 1000);
    const before = await t.db.selectFrom('exports').select('id').execute();
    const removed = await sweepOldExports(t.db, store, sweepAt, 7);
    expect(removed).toBe(before.length - 1);
    expect((await t.db.selectFrom('exports').select('id').execute()).map((row) => row.id)).toEqual([newer.exportId]);
    await expect(store.get(olderKey)).rejects.toBeInstanceOf(StoredFileNotFoundError);
    await (await store.get(newerKey)).destroy();

    await moveTo(sweepAt);
    expect((await getJson(t.app, older.link, cookies['admin@huddle.test'])).status).toBe(404);
    expect(new Uint8Array(await (await download(newer.link, 'admin@huddle.test')).arrayBuffer())).toEqual(newer.bytes);
    expect(await sweepOldExports(t.db, store, sweepAt, 7)).toBe(0);
    await moveTo(TEST_NOW);
  });

  it.skipIf(skip)('streams the same CSV whatever the batch size, one query per batch', async () => {
    const program = await t.db.selectFrom('programs').selectAll().where('id', '=', PROGRAM).executeTakeFirstOrThrow();
    const counter = batchCounter();
    const ctx = { db: t.db.withPlugin(counter.plugin), registry: componentRegistry, now: () => TEST_NOW };
    const actor = { email: 'admin@huddle.test', displayName: 'Admin' };
    let smallBytes = new Uint8Array();
    const gcCalls = await gcCallsDuring(async () => {
      const small = await exportParticipantsCsv(ctx, program, YEAR, actor, { store, retentionDays: 7, batchSize: 3 });
      smallBytes = new Uint8Array(await new Response(small.body).arrayBuffer());
    });
    expect(counter.count()).toBe(Math.ceil(LIVE_ROWS / 3));
    // The heap pages the export grew into go back to the system once it ends.
    expect(gcCalls).toEqual([MEMORY_REDUCING_GC]);
    const whole = await exportParticipantsCsv(ctx, program, YEAR, actor, { store, retentionDays: 7 });
    expect(new Uint8Array(await new Response(whole.body).arrayBuffer())).toEqual(smallBytes);
    const lines = Buffer.from(smallBytes).toString('utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(LIVE_ROWS + 1);
    const ids = lines.slice(1).map((line) => Number(line.split(',')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it.skipIf(skip)('stops querying when the reader goes away: no file left, nothing recorded or mailed', async () => {
    const program = await t.db.selectFrom('programs').selectAll().where('id', '=', PROGRAM).executeTakeFirstOrThrow();
    const counter = batchCounter();
    const ctx = { db: t.db.withPlugin(counter.plugin), registry: componentRegistry, now: () => TEST_NOW };
    const exportsBefore = await t.db.selectFrom('exports').select('id').execute();
    const filesBefore = await exportFiles();
    const outboxBefore = await t.db.selectFrom('outbox').select('id').execute();

    const reported: unknown[] = [];
    const gcCalls = await gcCallsDuring(async () => {
      const file = await exportParticipantsCsv(
        ctx,
        program,
        YEAR,
        { email: 'admin@huddle.test', displayName: 'Admin' },
        {
          store,
          retentionDays: 7,
          batchSize: 2,
          chunkChars: 1, // a chunk per batch
          onError: (error) => reported.push(error),
        },
      );
      const reader = file.body.getReader();
      await reader.read(); // BOM, header and the first batch
      await reader.read(); // the second batch
      await reader.cancel();
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(gcCalls).toEqual([MEMORY_REDUCING_GC]);

    // 20 batches make the whole year; a cancelled reader leaves all but the few read ahead.
    expect(counter.count()).toBeLessThanOrEqual(4);
    expect(await t.db.selectFrom('exports').select('id').execute()).toEqual(exportsBefore);
    expect(await t.db.selectFrom('outbox').select('id').execute()).toEqual(outboxBefore);
    expect(await exportFiles()).toEqual(filesBefore);
    // A reader that went away is no failure to log.
    expect(reported).toEqual([]);
  });
});
