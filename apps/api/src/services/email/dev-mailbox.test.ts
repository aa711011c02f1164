import type { CompiledForm } from '@huddle/form-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programFamilies, programFamiliesOf, type ProgramFamily } from '@huddle/schemas';
import { demoAccounts } from '../../auth/demo-accounts.ts';
import { testDialects } from '../../test-support/dialects.ts';
import { expectSchema } from '../../test-support/expect-schema.ts';
import { getJson, postJson } from '../../test-support/http.ts';
import { sampleAnswers } from '../../test-support/sample-answers.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.ts';
import { enqueueEmail } from './enqueue-email.ts';
import { createMailTransport } from './mail-transport.ts';
import { startOutboxWorker } from './outbox-worker.ts';

interface Mailbox {
  messages: {
    id: number;
    to: string;
    subject: string;
    text: string;
    status: string;
    sentAt: string | null;
    attachments: { index: number; filename: string; size: number }[];
  }[];
}

const WITHOUT_ACCEPTANCE = 29; // NFL Women's Community

describe.each(testDialects())('dev mailbox on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let t: TestApp;
  let admin = '';
  const bytes = Uint8Array.from({ length: 300 }, (_, index) => (index * 7) % 256);

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    admin = await t.cookieFor('admin@huddle.test');
    const { body } = await getJson<{ formVersion: { id: number; compiled: CompiledForm } }>(t.app, `/api/events/${WITHOUT_ACCEPTANCE}`);
    const submitted = await postJson(t.app, `/api/events/${WITHOUT_ACCEPTANCE}/responses`, {
      formVersionId: body.formVersion.id,
      answers: sampleAnswers(body.formVersion.compiled, { emailAddress: 'mailbox@example.org' }),
    });
    expect(submitted.status).toBe(201);
    await enqueueEmail(t.db, {
      to: 'staff@huddle.test',
      subject: 'Export with a file',
      html: '<p>Attached.</p>',
      attachments: [{ filename: 'résumé – report.bin', contentType: 'application/octet-stream', content: bytes }],
      dedupeKey: 'test:dev-mailbox',
      now: new Date(TEST_NOW.getTime() + 1000),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)('lists the outbox newest first; the dev transport marks messages sent without delivering', async () => {
    const before = await getJson<Mailbox>(t.app, '/api/admin/dev-mailbox', admin);
    expect(before.status).toBe(200);
    expect(before.body.messages.map((message) => [message.subject, message.status])).toEqual([
      ['Export with a file', 'pending'],
      ['NFL Women’s Community: application received', 'pending'],
    ]);

    const transport = createMailTransport({ smtpUrl: null, mailFrom: t.config.mailFrom });
    const later = new Date(TEST_NOW.getTime() + 1000);
    const worker = startOutboxWorker({ db: t.db, transport, now: () => later, intervalMs: 0 });
    expect(await worker.drain()).toBe(2);
    await worker.stop();

    const after = await getJson<Mailbox>(t.app, '/api/admin/dev-mailbox', admin);
    expect(after.status).toBe(200);
    expectSchema('DevMailboxResponse', after.body);
    const [exported, submission] = after.body.messages;
    expect(exported).toMatchObject({ to: 'staff@huddle.test', status: 'sent', sentAt: later.toISOString() });
    expect(exported?.attachments).toEqual([{ index: 0, filename: 'résumé – report.bin', size: 300 }]);
    expect(submission).toMatchObject({ to: 'mailbox@example.org', status: 'sent', attachments: [] });
    expect(submission?.text).toContain('Thank you for applying to NFL Women’s Community.');
  });

  it.skipIf(skip)('downloads an attachment of a pending email with its bytes unchanged; a sent one keeps no bytes (410)', async () => {
    await enqueueEmail(t.db, {
      to: 'staff@huddle.test',
      subject: 'Pending with a file',
      html: '<p>Attached.</p>',
      attachments: [{ filename: 'résumé – report.bin', contentType: 'application/octet-stream', content: bytes }],
      dedupeKey: 'test:dev-mailbox-pending',
      now: new Date(TEST_NOW.getTime() + 2000),
    });
    const { body } = await getJson<Mailbox>(t.app, '/api/admin/dev-mailbox', admin);
    const sentId = body.messages.find((message) => message.subject === 'Export with a file')?.id;
    const gone = await getJson(t.app, `/api/admin/dev-mailbox/${sentId}/attachments/0`, admin);
    expect(gone.status).toBe(410);
    expect(gone.contentType).toMatch(/^application\/problem\+json/);
    const id = body.messages.find((message) => message.subject === 'Pending with a file')?.id;
    const response = await t.app.request(`/api/admin/dev-mailbox/${id}/attachments/0`, { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="résumé ? report.bin"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%E2%80%93%20report.bin`,
    );
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), Buffer.from(bytes))).toBe(0);

    const missing = await getJson(t.app, `/api/admin/dev-mailbox/${id}/attachments/1`, admin);
    expect(missing.status).toBe(404);
    expect(missing.contentType).toMatch(/^application\/problem\+json/);
  });

  it.skipIf(skip)(
    'shows each role only the emails of its program families, attachments included; emails about no program to admin only',
    async () => {
      const programOf: Record<ProgramFamily, number> = {
        'legends-directory': 2,
        'nfl-programs': 36,
        'football-ops': 6,
        resume: 4,
        'coaches-academy': 7,
      };
      const emailOf = new Map<ProgramFamily | null, number>();
      for (const family of [...programFamilies, null]) {
        const key = `scope:${family ?? 'none'}`;
        await enqueueEmail(t.db, {
          to: 'staff@huddle.test',
          subject: `Scope ${family ?? 'none'}`,
          html: '<p>Participants export attached.</p>',
          attachments: [{ filename: 'participants.csv', contentType: 'text/csv', content: new TextEncoder().encode('name\nJane') }],
          dedupeKey: key,
          programId: family === null ? null : programOf[family],
        });
        emailOf.set(family, (await t.db.selectFrom('outbox').select('id').where('dedupe_key', '=', key).executeTakeFirstOrThrow()).id);
      }
      for (const account of demoAccounts) {
        const cookie = await t.cookieFor(account.email);
        const admin = account.roles.includes('admin');
        const families = programFamiliesOf(account.roles);
        const visible = [...emailOf].filter(([family]) => (family === null ? admin : families.includes(family))).map(([, id]) => id);
        const listed = (await getJson<Mailbox>(t.app, '/api/admin/dev-mailbox', cookie)).body.messages.map((message) => message.id);
        expect(listed.filter((id) => [...emailOf.values()].includes(id)).sort(), account.email).toEqual(visible.sort());
        if (!admin && listed.length > 0) {
          const scopes = await t.db
            .selectFrom('outbox')
            .leftJoin('programs', 'programs.id', 'outbox.program_id')
            .select('programs.family')
            .where('outbox.id', 'in', listed)
            .execute();
          expect(
            scopes.filter((row) => row.family === null || !families.includes(row.family)),
            account.email,
          ).toEqual([]);
        }
        for (const [family, id] of emailOf) {
          const response = await t.app.request(`/api/admin/dev-mailbox/${id}/attachments/0`, { headers: { cookie } });
          expect(response.status, `${account.email} @ ${family ?? 'none'}`).toBe(visible.includes(id) ? 200 : 403);
        }
      }
    },
  );

  it.skipIf(skip)('requires a staff session', async () => {
    expect((await getJson(t.app, '/api/admin/dev-mailbox')).status).toBe(401);
    expect((await getJson(t.app, '/api/admin/dev-mailbox/1/attachments/0')).status).toBe(401);
  });
});
