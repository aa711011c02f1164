import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test-support/dialects.ts';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.ts';
import { enqueueEmail } from './enqueue-email.ts';
import { createMailTransport, type MailTransport } from './mail-transport.ts';
import { startOutboxWorker } from './outbox-worker.ts';

describe.each(testDialects())('outbox worker on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let t: TestApp;
  let sink: SmtpSink;
  let transport: MailTransport;

  beforeAll(async () => {
    if (skip) return;
    sink = await startSmtpSink();
    t = await createTestApp(dialect);
    transport = createMailTransport({ smtpUrl: sink.url, mailFrom: 'Huddle Player Engagement <no-reply@huddle.test>' });
  });
  afterAll(async () => {
    transport?.close();
    await sink?.close();
    await t?.close();
  });

  it.skipIf(skip)('sends each email once when several workers drain the same outbox', async () => {
    sink.messages.splice(0);
    for (let index = 0; index < 12; index += 1) {
      await enqueueEmail(t.db, {
        to: `person${index}@example.org`,
        subject: `Message ${index}`,
        html: `<p>${index}</p>`,
        dedupeKey: `test:many:${index}`,
        now: TEST_NOW,
      });
    }
    const workers = [1, 2, 3].map(() => startOutboxWorker({ db: t.db, transport, now: () => TEST_NOW, intervalMs: 0 }));
    const counts = await Promise.all(workers.map((worker) => worker.drain()));
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(12);
    await sink.waitForMessages(12);
    expect(new Set(sink.messages.map((message) => message.subject)).size).toBe(12);
    expect(sink.messages).toHaveLength(12);
  });

  it.skipIf(skip)('sends attachments with their bytes and names', async () => {
    sink.messages.splice(0);
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    await enqueueEmail(t.db, {
      to: 'staff@huddle.test',
      subject: 'Program submissions export',
      html: '<p>The export is attached.</p>',
      attachments: [{ filename: 'pe_export.csv', contentType: 'application/octet-stream', content: bytes }],
      dedupeKey: 'test:attachment-delivery',
      now: TEST_NOW,
    });
    const worker = startOutboxWorker({ db: t.db, transport, now: () => TEST_NOW, intervalMs: 0 });
    expect(await worker.drain()).toBe(1);
    await worker.stop();
    const [message] = await sink.waitForMessages(1);
    expect(message?.attachments.map((file) => file.filename)).toEqual(['pe_export.csv']);
    expect(Buffer.compare(message?.attachments[0]?.content ?? Buffer.alloc(0), Buffer.from(bytes))).toBe(0);
    expect(message?.text?.trim()).toBe('The export is attached.');
    // The sent email keeps the attachment's name and size, not its bytes.
    const kept = await t.db
      .selectFrom('outbox_attachments')
      .innerJoin('outbox', 'outbox.id', 'outbox_attachments.outbox_id')
      .select([
        'outbox_attachments.filename',
        'outbox_attachments.size',
        'outbox_attachments.content',
        'outbox_attachments.content_cleared_at',
      ])
      .where('outbox.dedupe_key', '=', 'test:attachment-delivery')
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ filename: 'pe_export.csv', size: 256, content_cleared_at: TEST_NOW.toISOString() });
    expect(kept.content.byteLength).toBe(0);
  });

  it.skipIf(skip)('refuses to queue attachments over the size cap, writing nothing', async () => {
    const message = {
      to: 'staff@huddle.test',
      subject: 'Too large',
      html: '<p>Big.</p>',
      attachments: [{ filename: 'big.csv', contentType: 'text/csv', content: new Uint8Array(1025) }],
      dedupeKey: 'test:attachment-cap',
      now: TEST_NOW,
    };
    await expect(enqueueEmail(t.db, { ...message, maxAttachmentBytes: 1024 })).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining('at most 1024'),
    });
    expect(await t.db.selectFrom('outbox').select('id').where('dedupe_key', '=', 'test:attachment-cap').execute()).toEqual([]);
    expect(await enqueueEmail(t.db, { ...message, maxAttachmentBytes: 1025 })).toBe(true);
    await t.db.deleteFrom('outbox').where('dedupe_key', '=', 'test:attachment-cap').execute(); // not for the next tests' workers
  });

  it.skipIf(skip)('runs on its own timer until stopped', async () => {
    sink.messages.splice(0);
    const worker = startOutboxWorker({ db: t.db, transport, now: () => TEST_NOW, intervalMs: 20 });
    await enqueueEmail(t.db, {
      to: 'timer@example.org',
      subject: 'By the timer',
      html: '<p>Tick</p>',
      dedupeKey: 'test:timer',
      now: TEST_NOW,
    });
    await sink.waitForMessages(1);
    await worker.stop();
    expect(sink.messages.map((message) => message.subject)).toEqual(['By the timer']);
    const row = await t.db.selectFrom('outbox').select('status').where('dedupe_key', '=', 'test:timer').executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
  });
});
