import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import type { CompiledForm } from '@huddle/form-engine';
import { MAX_UPLOAD_BYTES } from '@huddle/components/definitions';
import { testDialects } from '../test-support/dialects.ts';
import { getJson, postJson } from '../test-support/http.ts';
import { sampleAnswers } from '../test-support/sample-answers.ts';
import { postUpload, samplePdf, uploadSamplePdf } from '../test-support/sample-uploads.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app.ts';
import { sweepUnclaimedUploads } from '../services/uploads/upload-sweep.ts';
import { LocalFileStore } from '../files/local-file-store.ts';

const RESUME_PROGRAM = 4; // Job Shadow and Internship Program: one required 'Resume' slot
const PROPOSALS = 1; // NFL Forward Crowdsourcing: 'Proposal' (required) and 'Supporting material'
const NO_UPLOADS = 36; // Career Tours: no FileUpload
/** FOPS company information fields sampleAnswers does not know (spec §5: Phone Number, Email Address). */
const fopsContact = { phone: '(212) 555-0147', email: 'proposals@example.org' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A .docx as Word writes it, reduced to what identifies one: [Content_Types].xml and word/document.xml. */
function docx(documentXml: Buffer = Buffer.from('<w:document/>')): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '[Content_Types].xml',
  );
  zip.addBuffer(documentXml, 'word/document.xml');
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    zip.outputStream.on('error', reject);
  });
}

/** The first bytes of a compound file (Word 97-2003 .doc): the CFB signature and header. */
function cfbDocument(): Uint8Array {
  const bytes = new Uint8Array(1536);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  bytes.set([0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff, 0x09, 0x00], 24);
  return bytes;
}

describe.each(testDialects())('application uploads on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;
  const versions = new Map<number, { id: number; compiled: CompiledForm }>();
  const cookies: Record<string, string> = {};

  async function version(eventId: number): Promise<{ id: number; compiled: CompiledForm }> {
    const known = versions.get(eventId);
    if (known !== undefined) return known;
    const { body } = await getJson<{ formVersion: { id: number; compiled: CompiledForm } }>(t.app, `/api/events/${eventId}`);
    versions.set(eventId, body.formVersion);
    return body.formVersion;
  }

  async function submit(eventId: number, fileUpload: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
    const form = await version(eventId);
    const answers = { ...sampleAnswers(form.compiled, { ...fopsContact, ...overrides }), fileUpload };
    return postJson<{ registrationId: number; invalid_params?: { name: string; friendlyName?: string }[] }>(
      t.app,
      `/api/events/${eventId}/responses`,
      {
        formVersionId: form.id,
        answers,
        legalDisclaimer: 1, // the proposals program asks for the release agreement (spec §4)
      },
    );
  }

  async function storedFiles(): Promise<string[]> {
    return (await readdir(t.config.uploadsDir).catch(() => [])).sort();
  }

  const uploadRows = () => t.db.selectFrom('uploads').selectAll().orderBy('created_at').execute();
  const countRows = async (table: 'uploads' | 'registrations') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    for (const email of ['admin@huddle.test', 'fops-user@huddle.test', 'no-such@huddle.test'].slice(0, 2))
      cookies[email] = await t.cookieFor(email);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)(
    'stores a PDF unclaimed, claims it at submit, lists it on the detail and serves it to staff as an attachment',
    async () => {
      const content = samplePdf('Jordan Lee');
      const response = await postUpload(t.app, RESUME_PROGRAM, { slot: 0, name: 'Jordan Lee Résumé (2026).PDF', content });
      expect(response.status).toBe(201);
      const stored = (await response.json()) as { uploadId: string; fileName: string; sizeBytes: number };
      expect(stored.uploadId).toMatch(UUID);
      expect(stored.fileName).toMatch(/^Jordan_Lee_R_sum___2026__\d{6}\.pdf$/);
      expect(stored.sizeBytes).toBe(content.byteLength);
      const [row] = await uploadRows();
      expect(row).toMatchObject({
        id: stored.uploadId,
        registration_id: null,
        program_id: RESUME_PROGRAM,
        slot: 0,
        content_type: 'application/pdf',
        original_name: 'Jordan Lee Résumé (2026).PDF',
      });
      expect(await storedFiles()).toEqual([row?.storage_key]);

      const submitted = await submit(RESUME_PROGRAM, { FILE_UPLOAD_0: { uploadId: stored.uploadId, fileName: stored.fileName } });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
      const registrationId = submitted.body.registrationId;
      expect((await uploadRows())[0]?.registration_id).toBe(registrationId);

      const detail = await getJson<{ uploads: unknown[] }>(
        t.app,
        `/api/events/${RESUME_PROGRAM}/people/${registrationId}`,
        cookies['admin@huddle.test'],
      );
      expect(detail.status).toBe(200);
      expect(detail.body.uploads).toEqual([
        {
          uploadId: stored.uploadId,
          slot: 0,
          fileName: stored.fileName,
          contentType: 'application/pdf',
          sizeBytes: content.byteLength,
          uploadedAt: TEST_NOW.toISOString(),
        },
      ]);

      const download = await t.app.request(`/api/events/${RESUME_PROGRAM}/people/${registrationId}/uploads/${stored.uploadId}`, {
        headers: { cookie: cookies['admin@huddle.test'] ?? '' },
      });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${stored.fileName}"`);
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(content);
    },
  );

  it.skipIf(skip)(
    'refuses the download to anonymous callers, staff outside the program family and for uploads of another participant',
    async () => {
      const mine = await uploadSamplePdf(t.app, RESUME_PROGRAM, 0);
      const first = await submit(RESUME_PROGRAM, { FILE_UPLOAD_0: mine });
      const other = await submit(RESUME_PROGRAM, { FILE_UPLOAD_0: await uploadSamplePdf(t.app, RESUME_PROGRAM, 0) });
      const path = (personId: number, uploadId: string) => `/api/events/${RESUME_PROGRAM}/people/${personId}/uploads/${uploadId}`;
      expect((await t.app.request(path(first.body.registrationId, mine.uploadId))).status).toBe(401);
      expect((await getJson(t.app, path(first.body.registrationId, mine.uploadId), cookies['fops-user@huddle.test'])).status).toBe(403);
      const foreign = await getJson(t.app, path(other.body.registrationId, mine.uploadId), cookies['admin@huddle.test']);
      expect(foreign.status).toBe(404);
      expect(foreign.contentType).toBe('application/problem+json');
      expect((await getJson(t.app, path(first.body.registrationId, 'not-a-uuid'), cookies['admin@huddle.test'])).status).toBe(400);
    },
  );

  it.skipIf(skip)('refuses a second claim of one upload, naming the answer by its label, and stores nothing', async () => {
    const upload = await uploadSamplePdf(t.app, RESUME_PROGRAM, 0);
    expect((await submit(RESUME_PROGRAM, { FILE_UPLOAD_0: upload })).status).toBe(201);
    const registrations = await countRows('registrations');
    const again = await submit(RESUME_PROGRAM, { FILE_UPLOAD_0: upload }, { emailAddress: 'again@example.org' });
    expect(again.status).toBe(422);
    expect(again.body.invalid_params).toEqual([expect.objectContaining({ name: 'fileUpload.FILE_UPLOAD_0', friendlyName: 'Resume' })]);
    expect(await countRows('registrations')).toBe(registrations);

    const unknown = await submit(RESUME_PROGRAM, { FILE_UPLOAD_0: { uploadId: crypto.randomUUID(), fileName: 'cv_123456.pdf' } });
    expect(unknown.status).toBe(422);
    const renamed = await uploadSamplePdf(t.app, RESUME_PROGRAM, 0);
    expect((await submit(RESUME_PROGRAM, { FILE_UPLOAD_0: { ...renamed, fileName: 'other_123456.pdf' } })).status).toBe(422);
    expect(
      (await t.db.selectFrom('uploads').select('registration_id').where('id', '=', renamed.uploadId).executeTakeFirstOrThrow())
        .registration_id,
    ).toBeNull();
  });

  it.skipIf(skip)('refuses slots the form does not have, and uploads of another program or slot at submit', async () => {
    const files = await storedFiles();
    const noSuchSlot = await postUpload(t.app, RESUME_PROGRAM, { slot: 1, name: 'cv.pdf', content: samplePdf() });
    expect(noSuchSlot.status).toBe(422);
    expect(((await noSuchSlot.json()) as { invalid_params: { name: string }[] }).invalid_params[0]?.name).toBe('slot');
    expect((await postUpload(t.app, RESUME_PROGRAM, { slot: 'one', name: 'cv.pdf', content: samplePdf() })).status).toBe(422);
    expect(await storedFiles()).toEqual(files);

    const supporting = await uploadSamplePdf(t.app, PROPOSALS, 1, 'Supporting.pdf');
    const proposal = await uploadSamplePdf(t.app, PROPOSALS, 0, 'Proposal.pdf');
    const wrongSlot = await submit(PROPOSALS, { FILE_UPLOAD_0: supporting });
    expect(wrongSlot.status).toBe(422);
    expect(wrongSlot.body.invalid_params?.map((param) => param.friendlyName)).toEqual(['Proposal']);
    expect((await submit(RESUME_PROGRAM, { FILE_UPLOAD_0: proposal })).status).toBe(422);
    const both = await submit(PROPOSALS, { FILE_UPLOAD_0: proposal, FILE_UPLOAD_1: supporting });
    expect(both.status, JSON.stringify(both.body)).toBe(201);

    expect((await postUpload(t.app, NO_UPLOADS, { slot: 0, name: 'cv.pdf', content: samplePdf() })).status).toBe(404);
    expect((await postUpload(t.app, 9999, { slot: 0, name: 'cv.pdf', content: samplePdf() })).status).toBe(404);
  });

  it.skipIf(skip)('answers 413 "File is too big" as soon as 10 MB + 1 byte arrive, without reading the rest of the body', async () => {
    const boundary = 'huddle-boundary-413';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="slot"\r\n\r\n0\r\n--${boundary}\r\n` +
        `Content-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const fileBytes = 40 * 1024 * 1024;
    let pulled = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        if (pulled >= fileBytes) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const files = await storedFiles();
    const rows = await countRows('uploads');
    const response = await t.app.request(`/api/events/${RESUME_PROGRAM}/uploads`, {
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: 'http://localhost:3000' },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    const problem = (await response.json()) as { detail: string; type: string };
    expect(problem.detail).toContain('File is too big');
    expect(problem.type).toMatch(/upload-too-large$/);
    expect(pulled).toBeGreaterThan(MAX_UPLOAD_BYTES - chunk.byteLength);
    expect(pulled).toBeLessThan(MAX_UPLOAD_BYTES + 2 * 1024 * 1024);
    expect(cancelled).toBe(true);
    expect(await storedFiles()).toEqual(files);
    expect(await countRows('uploads')).toBe(rows);

    const declared = await t.app.request(`/api/events/${RESUME_PROGRAM}/uploads`, {
      method: 'POST',
      body: 'x',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(20 * 1024 * 1024),
        origin: 'http://localhost:3000',
      },
    });
    expect(declared.status).toBe(413);
  });

  it.skipIf(skip)('accepts a file of exactly 10 MB', async () => {
    const content = new Uint8Array(MAX_UPLOAD_BYTES).fill(0x20);
    content.set(samplePdf());
    const response = await postUpload(t.app, RESUME_PROGRAM, { slot: 0, name: 'exactly-ten.pdf', content });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { sizeBytes: number }).sizeBytes).toBe(MAX_UPLOAD_BYTES);
  });

  it.skipIf(skip)(
    'decides the type by content and extension: pdf, docx, doc and UTF-8 text pass, mismatches are refused with 415',
    async () => {
      const accepted: [string, Uint8Array, string][] = [
        ['Proposal.docx', await docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        ['Old proposal.doc', cfbDocument(), 'application/msword'],
        ['Notes.txt', new TextEncoder().encode('Film study notes – week 1\n'), 'text/plain; charset=utf-8'],
      ];
      for (const [name, content, contentType] of accepted) {
        const response = await postUpload(t.app, RESUME_PROGRAM, { slot: 0, name, content });
        expect(response.status, name).toBe(201);
        const { uploadId } = (await response.json()) as { uploadId: string };
        expect(
          (await t.db.selectFrom('uploads').select('content_type').where('id', '=', uploadId).executeTakeFirstOrThrow()).content_type,
        ).toBe(contentType);
      }

      const files = await storedFiles();
      const rows = await countRows('uploads');
      const zeros = Buffer.alloc(60 * 1024 * 1024);
      const refused: [string, Uint8Array][] = [
        ['text.pdf', new TextEncoder().encode('just text')],
        ['document.txt', samplePdf()],
        ['binary.txt', new Uint8Array([0x68, 0x69, 0x00, 0x21])],
        ['latin1.txt', new Uint8Array([0x63, 0x61, 0x66, 0xe9])],
        ['pdf.docx', samplePdf()],
        ['bomb.docx', await docx(zeros)],
        ['script.exe', samplePdf()],
        ['page.html', new TextEncoder().encode('<script>alert(1)</script>')],
      ];
      for (const [name, content] of refused) {
        const response = await postUpload(t.app, RESUME_PROGRAM, { slot: 0, name, content });
        expect(response.status, name).toBe(415);
        expect(((await response.json()) as { type: string }).type, name).toMatch(/upload-file-type$/);
      }
      expect(await storedFiles()).toEqual(files);
      expect(await countRows('uploads')).toBe(rows);
    },
  );

  it.skipIf(skip)(
    "refuses a name with no letter or digit (problem type 'file-name'), an empty file, a missing file and a non-multipart body",
    async () => {
      const files = await storedFiles();
      const badName = await postUpload(t.app, RESUME_PROGRAM, { slot: 0, name: '#$%.pdf', content: samplePdf() });
      expect(badName.status).toBe(422);
      const problem = (await badName.json()) as { type: string; detail: string; invalid_params: { name: string }[] };
      expect(problem.type).toMatch(/upload-file-name$/);
      expect(problem.detail).toBe(
        'Error uploading document #$%.pdf. Please remove special characters from file name and then re-upload your document.',
      );
      expect(problem.invalid_params[0]?.name).toBe('file');
      expect((await postUpload(t.app, RESUME_PROGRAM, { slot: 0, name: 'empty.pdf', content: new Uint8Array() })).status).toBe(422);

      const slotOnly = new FormData();
      slotOnly.append('slot', '0');
      const noFile = await t.app.request(`/api/events/${RESUME_PROGRAM}/uploads`, {
        method: 'POST',
        body: slotOnly,
        headers: { origin: 'http://localhost:3000' },
      });
      expect(noFile.status).toBe(422);
      const json = await postJson(t.app, `/api/events/${RESUME_PROGRAM}/uploads`, { slot: 0, file: 'JVBERi0=' });
      expect(json.status).toBe(415);
      expect(await storedFiles()).toEqual(files);
    },
  );

  it.skipIf(skip)('refuses uploads cross-site and to a closed program', async () => {
    const form = new FormData();
    form.append('slot', '0');
    form.append('file', new Blob([samplePdf() as Uint8Array<ArrayBuffer>]), 'cv.pdf');
    const crossSite = await t.app.request(`/api/events/${RESUME_PROGRAM}/uploads`, {
      method: 'POST',
      body: form,
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(crossSite.status).toBe(403);

    await t.db.updateTable('programs').set({ active_event: 0 }).where('id', '=', PROPOSALS).execute();
    try {
      const closed = await postUpload(t.app, PROPOSALS, { slot: 0, name: 'cv.pdf', content: samplePdf() });
      expect(closed.status).toBe(409);
    } finally {
      await t.db.updateTable('programs').set({ active_event: 1 }).where('id', '=', PROPOSALS).execute();
    }
  });

  it.skipIf(skip)('sweeps unclaimed uploads older than 24 hours with their files, and keeps claimed and recent ones', async () => {
    const store = new LocalFileStore(t.config.uploadsDir);
    t.setNow(new Date(TEST_NOW.getTime() - 25 * 60 * 60 * 1000));
    const stale = await uploadSamplePdf(t.app, RESUME_PROGRAM, 0, 'stale.pdf');
    const claimedOld = await uploadSamplePdf(t.app, RESUME_PROGRAM, 0, 'claimed.pdf');
    t.setNow(new Date(TEST_NOW.getTime() - 23 * 60 * 60 * 1000));
    const recent = await uploadSamplePdf(t.app, RESUME_PROGRAM, 0, 'recent.pdf');
    t.setNow(TEST_NOW);
    expect((await submit(RESUME_PROGRAM, { FILE_UPLOAD_0: claimedOld })).status).toBe(201);

    const removed = await sweepUnclaimedUploads(t.db, store, TEST_NOW);
    expect(removed).toBeGreaterThanOrEqual(1);
    const ids = (await uploadRows()).map((row) => row.id);
    expect(ids).not.toContain(stale.uploadId);
    expect(ids).toEqual(expect.arrayContaining([claimedOld.uploadId, recent.uploadId]));
    expect(await storedFiles()).not.toContain(stale.uploadId);
    expect(await storedFiles()).toEqual(expect.arrayContaining([claimedOld.uploadId, recent.uploadId]));
    expect(await sweepUnclaimedUploads(t.db, store, TEST_NOW)).toBe(0);
    const late = await submit(RESUME_PROGRAM, { FILE_UPLOAD_0: stale });
    expect(late.status).toBe(422);
  });
});
