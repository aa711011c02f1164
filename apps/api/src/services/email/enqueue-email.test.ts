import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test-support/dialects.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.ts';
import { enqueueEmail } from './enqueue-email.ts';

describe.each(testDialects())('enqueueEmail on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)('queues one pending row with a derived plain-text body', async () => {
    const queued = await enqueueEmail(t.db, {
      to: 'jane.doe@example.org',
      subject: 'Hello',
      html: '<p>Hello <strong>Jane</strong></p><ul><li>one</li><li>two</li></ul>',
      dedupeKey: 'test:plain',
      now: TEST_NOW,
    });
    expect(queued).toBe(true);
    const row = await t.db.selectFrom('outbox').selectAll().where('dedupe_key', '=', 'test:plain').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      to_address: 'jane.doe@example.org',
      subject: 'Hello',
      status: 'pending',
      attempts: 0,
      next_attempt_at: TEST_NOW.toISOString(),
      created_at: TEST_NOW.toISOString(),
      sent_at: null,
      last_error: null,
    });
    expect(row.text).toBe('Hello Jane\n\n * one\n * two');
  });

  it.skipIf(skip)('queues the same dedupe key once, even from two transactions', async () => {
    const message = { to: 'a@example.org', subject: 'Once', html: '<p>Once</p>', dedupeKey: 'test:once' };
    const first = await t.db.transaction().execute((trx) => enqueueEmail(trx, message));
    const second = await t.db.transaction().execute((trx) => enqueueEmail(trx, { ...message, subject: 'Twice' }));
    expect([first, second]).toEqual([true, false]);
    const rows = await t.db.selectFrom('outbox').select('subject').where('dedupe_key', '=', 'test:once').execute();
    expect(rows).toEqual([{ subject: 'Once' }]);
  });

  it.skipIf(skip)('stores attachment bytes unchanged (every byte value, a view into a larger buffer)', async () => {
    const all = Uint8Array.from({ length: 512 }, (_, index) => index % 256);
    const view = all.subarray(3, 300);
    await enqueueEmail(t.db, {
      to: 'staff@huddle.test',
      subject: 'Export',
      html: '<p>Attached</p>',
      attachments: [
        { filename: 'pe_export.csv', contentType: 'text/csv; charset=utf-8', content: new TextEncoder().encode('\uFEFFa,b\r\n1,2\r\n') },
        { filename: 'bytes.bin', contentType: 'application/octet-stream', content: view },
      ],
      dedupeKey: 'test:attachments',
    });
    const stored = await t.db
      .selectFrom('outbox_attachments')
      .innerJoin('outbox', 'outbox.id', 'outbox_attachments.outbox_id')
      .select(['position', 'filename', 'content_type', 'size', 'content'])
      .where('outbox.dedupe_key', '=', 'test:attachments')
      .orderBy('position')
      .execute();
    expect(stored.map(({ position, filename, size }) => ({ position, filename, size }))).toEqual([
      { position: 0, filename: 'pe_export.csv', size: 13 },
      { position: 1, filename: 'bytes.bin', size: 297 },
    ]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(stored[0]?.content)).toBe('\uFEFFa,b\r\n1,2\r\n');
    expect(Buffer.compare(Buffer.from(stored[1]?.content ?? []), Buffer.from(view))).toBe(0);
  });
});
