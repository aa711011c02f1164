import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { CompiledForm } from '@huddle/form-engine';
import { LocalFileStore } from '../files/local-file-store.ts';
import { testDialects } from '../test-support/dialects.ts';
import { getJson, postJson } from '../test-support/http.ts';
import { sampleAnswers } from '../test-support/sample-answers.ts';
import { uploadSamplePdf } from '../test-support/sample-uploads.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app.ts';

const RESUME_PROGRAM = 4; // Job Shadow and Internship Program (resume-program-a)
const OTHER_PROGRAM = 36; // Career Tours (nfl-programs)
const BOM = [0xef, 0xbb, 0xbf];

/** Every entry of a ZIP archive: name → bytes (read with yauzl, a separate implementation from the writer). */
function unzip(bytes: Uint8Array): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (error, zip) => {
      if (error !== null) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError !== null) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe.each(testDialects())('participants export and resume download on $name', (dialect) => {
  let t: TestApp;
  let uploadsDir: string;
  let store: LocalFileStore;
  const skip = dialect.skipReason !== undefined;
  const cookies: Record<string, string> = {};
  const ids: Record<'jane' | 'mallory' | 'nofile', number> = { jane: 0, mallory: 0, nofile: 0 };
  const resumes: string[] = [];

  /** Submits through the public routes, the required resume uploaded first (stored names are kept in `resumes`). */
  async function submit(answers: (compiled: CompiledForm) => Record<string, unknown>, resumeName: string): Promise<number> {
    const { body } = await getJson<{ formVersion: { id: number; compiled: CompiledForm } }>(t.app, `/api/events/${RESUME_PROGRAM}`);
    const resume = await uploadSamplePdf(t.app, RESUME_PROGRAM, 0, resumeName);
    const response = await postJson<{ registrationId: number }>(t.app, `/api/events/${RESUME_PROGRAM}/responses`, {
      formVersionId: body.formVersion.id,
      answers: { ...answers(body.formVersion.compiled), fileUpload: { FILE_UPLOAD_0: resume } },
    });
    resumes.push(resume.fileName);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.registrationId;
  }

  async function upload(registrationId: number, storedName: string, content: string): Promise<void> {
    const key = crypto.randomUUID();
    const { sizeBytes } = await store.put(key, new TextEncoder().encode(content));
    await t.db
      .insertInto('uploads')
      .values({
        id: key,
        registration_id: registrationId,
        program_id: RESUME_PROGRAM,
        slot: 0,
        original_name: storedName,
        stored_name: storedName,
        content_type: 'application/pdf',
        size_bytes: sizeBytes,
        storage_key: key,
        created_at: new Date(TEST_NOW.getTime() + 1000).toISOString(), // after the file sent with the application
      })
      .execute();
  }

  beforeAll(async () => {
    if (skip) return;
    uploadsDir = await mkdtemp(join(tmpdir(), 'huddle-uploads-'));
    store = new LocalFileStore(uploadsDir);
    t = await createTestApp(dialect, { uploadsDir });
    for (const email of ['admin@huddle.test', 'nfl-user@huddle.test', 'club-user@huddle.test', 'fops-user@huddle.test']) {
      cookies[email] = await t.cookieFor(email);
    }
    // Under the first form version: a multi-select answer and a formula-looking text answer.
    ids.mallory = await submit(
      (compiled) =>
        sampleAnswers(compiled, {
          firstName: 'Mallory',
          lastName: "O'Brien",
          q8: ['Business operations', 'Marketing and partnerships'],
          q9: '=cmd()',
        }),
      'Mallory Resume.pdf',
    );
    // The departments question is removed: later applicants answer a new form version without it.
    await t.db
      .deleteFrom('question_options')
      .where(
        'question_id',
        'in',
        t.db
          .selectFrom('questions')
          .select('id')
          .where('program_id', '=', RESUME_PROGRAM)
          .where('question_text', 'like', 'Which departments%'),
      )
      .execute();
    await t.db
      .deleteFrom('questions')
      .where('program_id', '=', RESUME_PROGRAM)
      .where('question_text', 'like', 'Which departments%')
      .execute();
    ids.jane = await submit((compiled) => sampleAnswers(compiled, { q9: 'Coach' }), 'Jane Resume.pdf');
    ids.nofile = await submit(
      (compiled) => sampleAnswers(compiled, { firstName: 'Nora', lastName: 'Nofile', q9: 'Scout' }),
      'Nora Resume.pdf',
    );
    // Nora's file is gone (e.g. removed from storage by staff): she stands for applicants without a file.
    await t.db.deleteFrom('uploads').where('registration_id', '=', ids.nofile).execute();
    // A second file of Mallory's under a hostile stored name: entry names must stay safe.
    await upload(ids.mallory, '../../etc/passwd', 'not a password file');
  });
  afterAll(async () => {
    await t?.close();
    if (uploadsDir !== undefined) await rm(uploadsDir, { recursive: true, force: true });
  });

  it.skipIf(skip)('exports the league year as a neutralized CSV with answers of every form version, and emails a link to it', async () => {
    const response = await t.app.request(`/api/events/${RESUME_PROGRAM}/years/2026/export`, {
      headers: { cookie: cookies['admin@huddle.test'] ?? '' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="pe_export.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual(BOM);

    const [header, ...rows] = parse(Buffer.from(bytes), { bom: true }) as string[][];
    expect(header?.slice(0, 5)).toEqual(['Id', 'Player Id', 'Applicant Name', 'First Name', 'Last Name']);
    expect(header).toEqual(
      expect.arrayContaining(['First Name', 'Email', 'Status', 'Which departmen...', 'What are your c...', 'Digital Signature']),
    );
    expect(rows.map((row) => row[0])).toEqual([String(ids.mallory), String(ids.jane), String(ids.nofile)]);
    const cell = (row: string[] | undefined, name: string) => row?.[header?.indexOf(name) ?? -1];
    const [mallory, jane] = rows;
    expect(cell(mallory, 'What are your c...')).toBe("'=cmd()");
    expect(cell(mallory, 'Which departmen...')).toBe('Business operations; Marketing and partnerships');
    expect(cell(mallory, 'Last Name')).toBe("O'Brien");
    expect(cell(jane, 'Which departmen...')).toBe('');
    expect(cell(jane, 'What are your c...')).toBe('Coach');
    expect(cell(jane, 'Status')).toBe('Submitted');

    const email = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'admin@huddle.test')
      .where('subject', '=', 'Job Shadow and Internship Program submissions export')
      .executeTakeFirstOrThrow();
    // The email carries a link to the stored file, not the file.
    expect(await t.db.selectFrom('outbox_attachments').selectAll().where('outbox_id', '=', email.id).execute()).toEqual([]);
    const stored = await t.db.selectFrom('exports').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ program_id: RESUME_PROGRAM, event_year: 2026, actor: 'admin@huddle.test', row_count: 3 });
    expect(Number(stored.size_bytes)).toBe(bytes.byteLength);
    const link = /href="http:\/\/localhost:3000(\/api\/exports\/\d+\/download\?token=[\w-]+)"/.exec(email.html)?.[1];
    expect(link).toBe(`/api/exports/${stored.id}/download?token=${link?.split('token=')[1] ?? ''}`);
    const download = await t.app.request(link ?? '', { headers: { cookie: cookies['admin@huddle.test'] ?? '' } });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'participants.export').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor: 'admin@huddle.test', target: `program:${RESUME_PROGRAM}` });
    expect(JSON.parse(audit.after_json ?? '')).toEqual({ eventYear: 2026, participants: 3 });
  });

  it.skipIf(skip)('exports only a header for a year without participants, and refuses programs outside the family', async () => {
    const empty = await t.app.request(`/api/events/${RESUME_PROGRAM}/years/2019/export`, {
      headers: { cookie: cookies['nfl-user@huddle.test'] ?? '' },
    });
    expect(empty.status).toBe(200);
    expect(parse(Buffer.from(await empty.arrayBuffer()), { bom: true })).toHaveLength(1);

    const refused = await getJson(t.app, `/api/events/${RESUME_PROGRAM}/years/2026/export`, cookies['fops-user@huddle.test']);
    expect(refused.status).toBe(403);
    expect(refused.contentType).toBe('application/problem+json');
    expect((await getJson(t.app, `/api/events/${RESUME_PROGRAM}/years/2026/export`)).status).toBe(401);
    expect((await getJson(t.app, `/api/events/9999/years/2026/export`, cookies['admin@huddle.test'])).status).toBe(404);
  });

  it.skipIf(skip)('zips the chosen resumes with safe entry names and skips applicants without a file', async () => {
    const response = await t.app.request(`/api/events/${RESUME_PROGRAM}/resumes/zip`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie: cookies['club-user@huddle.test'] ?? '' },
      body: JSON.stringify({ registrationIds: [ids.mallory, ids.jane, ids.nofile] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const filename = `2026_Job_Shadow_and_Internship_Program_Resumes_${format(TEST_NOW, 'yyyy_MM_dd_hh_mm_ss')}.zip`;
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);

    const entries = await unzip(new Uint8Array(await response.arrayBuffer()));
    const [malloryResume, janeResume] = resumes;
    expect(malloryResume).toMatch(/^Mallory_Resume_\d{6}\.pdf$/);
    expect([...entries.keys()]).toEqual([
      `O_Brien_Mallory_${ids.mallory}/${malloryResume}`,
      `O_Brien_Mallory_${ids.mallory}/etc_passwd`,
      `Doe_Jane_${ids.jane}/${janeResume}`,
    ]);
    for (const name of entries.keys()) expect(name).toMatch(/^[A-Za-z0-9_]+\/[A-Za-z0-9_]+(\.[A-Za-z0-9]+)?$/);
    expect(entries.get(`Doe_Jane_${ids.jane}/${janeResume}`)?.toString()).toContain('% Jane Resume.pdf');
    expect(entries.get(`O_Brien_Mallory_${ids.mallory}/etc_passwd`)?.toString()).toBe('not a password file');
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'participants.resumes').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json ?? '')).toEqual({ registrationIds: [ids.mallory, ids.jane], files: 3 });
  });

  it.skipIf(skip)('answers 404 when none of the chosen has a file and 409 for a program that is not a resume program', async () => {
    const none = await postJson(
      t.app,
      `/api/events/${RESUME_PROGRAM}/resumes/zip`,
      { registrationIds: [ids.nofile] },
      cookies['admin@huddle.test'],
    );
    expect(none.status).toBe(404);
    expect(none.contentType).toBe('application/problem+json');
    const otherProgram = await postJson(
      t.app,
      `/api/events/${OTHER_PROGRAM}/resumes/zip`,
      { registrationIds: [ids.jane] },
      cookies['admin@huddle.test'],
    );
    expect(otherProgram.status).toBe(409);
    const invalid = await postJson(
      t.app,
      `/api/events/${RESUME_PROGRAM}/resumes/zip`,
      { registrationIds: [] },
      cookies['admin@huddle.test'],
    );
    expect(invalid.status).toBe(422);
    const outside = await postJson(
      t.app,
      `/api/events/${RESUME_PROGRAM}/resumes/zip`,
      { registrationIds: [ids.jane] },
      cookies['fops-user@huddle.test'],
    );
    expect(outside.status).toBe(403);
  });

  it.skipIf(skip)('ends the download with an error, without crashing, when a stored file is missing', async () => {
    const key = crypto.randomUUID();
    await t.db
      .insertInto('uploads')
      .values({
        id: key,
        registration_id: ids.nofile,
        program_id: RESUME_PROGRAM,
        slot: 0,
        original_name: 'gone.pdf',
        stored_name: 'gone.pdf',
        content_type: 'application/pdf',
        size_bytes: 10,
        storage_key: key,
        created_at: TEST_NOW.toISOString(),
      })
      .execute();
    const response = await t.app.request(`/api/events/${RESUME_PROGRAM}/resumes/zip`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie: cookies['admin@huddle.test'] ?? '' },
      body: JSON.stringify({ registrationIds: [ids.nofile] }),
    });
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });
});
