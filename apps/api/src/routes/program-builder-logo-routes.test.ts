import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProgramResponse, HeaderGraphicResponse, ProblemDetails, PublicProgram } from '@huddle/schemas';
import { expectSchema } from '../test-support/expect-schema.ts';
import { testDialects } from '../test-support/dialects.ts';
import { getJson } from '../test-support/http.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const CAREER_TOURS = 36;
const LEGENDS_DIRECTORY = 2;
const TWO_MB = 2 * 1024 * 1024;

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A 1×1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

describe.each(testDialects())('header graphic upload on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    for (const email of ['admin', 'legends-admin', 'nfl-user']) cookies[email] = await t.cookieFor(`${email}@huddle.test`);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function upload(
    eventId: number,
    content: Uint8Array,
    fileName: string,
    who = 'admin',
  ): Promise<{ status: number; body: HeaderGraphicResponse & ProblemDetails }> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), fileName);
    const response = await t.app.request(`/api/admin/${eventId}/logos`, {
      method: 'POST',
      body: form,
      headers: { origin: 'http://localhost:3000', ...(cookies[who] === undefined ? {} : { cookie: cookies[who] }) },
    });
    return { status: response.status, body: (await response.json()) as HeaderGraphicResponse & ProblemDetails };
  }
  const storedFiles = async () =>
    (await readdir(join(t.config.uploadsDir, 'header-graphics', String(CAREER_TOURS))).catch(() => [])).length;
  const settingsOf = async (eventId: number) =>
    JSON.parse(
      (await t.db.selectFrom('programs').select('settings_json').where('id', '=', eventId).executeTakeFirstOrThrow()).settings_json,
    ) as { headerGraphicPath: string | null };

  it.skipIf(skip)('stores an image, sets headerGraphicPath and serves it to the public Banner', async () => {
    const response = await upload(CAREER_TOURS, PNG, 'Career Tours (logo).PNG');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expectSchema('HeaderGraphicResponse', response.body);
    expect(response.body.fileName).toMatch(/^Career_Tours__logo__\d{6}\.png$/);
    expect(response.body).toMatchObject({ contentType: 'image/png', sizeBytes: PNG.byteLength });
    expect(response.body.headerGraphicPath).toBe(`/api/header-graphics/${CAREER_TOURS}/${response.body.fileName}`);
    expect((await settingsOf(CAREER_TOURS)).headerGraphicPath).toBe(response.body.headerGraphicPath);

    const program = await getJson<PublicProgram>(t.app, `/api/events/${CAREER_TOURS}`);
    expect(program.body.headerGraphicPath).toBe(response.body.headerGraphicPath);
    const admin = await getJson<AdminProgramResponse>(t.app, `/api/admin/events/${CAREER_TOURS}`, cookies.admin);
    expect(admin.body.program.headerGraphicPath).toBe(response.body.headerGraphicPath);

    const image = await t.app.request(response.body.headerGraphicPath);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'program.header-graphic').executeTakeFirstOrThrow();
    expect(audit.actor).toBe('admin@huddle.test');
  });

  it.skipIf(skip)('replaces the graphic, removing the old file, and serves only the current one', async () => {
    const first = (await settingsOf(CAREER_TOURS)).headerGraphicPath ?? '';
    const second = await upload(CAREER_TOURS, GIF, 'banner.gif');
    expect(second.status).toBe(200);
    expect(second.body.contentType).toBe('image/gif');
    expect(await storedFiles()).toBe(1);
    expect((await t.app.request(first)).status).toBe(404);
    expect((await t.app.request(second.body.headerGraphicPath)).headers.get('content-type')).toBe('image/gif');
    expect((await t.app.request(`/api/header-graphics/${CAREER_TOURS}/..%2F..%2Fetc.png`)).status).toBe(400);
  });

  it.skipIf(skip)(
    'refuses files over 2 MB while streaming, other types by content and extension, and bad names, changing nothing',
    async () => {
      const before = await settingsOf(CAREER_TOURS);
      const files = await storedFiles();
      const big = Buffer.concat([PNG, Buffer.alloc(TWO_MB + 1 - PNG.byteLength)]);
      const tooBig = await upload(CAREER_TOURS, big, 'huge.png');
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.invalid_params?.[0]?.name).toBe('file');
      const exactly = await upload(CAREER_TOURS, Buffer.concat([PNG, Buffer.alloc(TWO_MB - PNG.byteLength)]), 'exact.png');
      expect(exactly.status).toBe(200);

      const afterExact = await settingsOf(CAREER_TOURS);
      const text = await upload(
        CAREER_TOURS,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'logo.png',
      );
      expect(text.status).toBe(415);
      expect((await upload(CAREER_TOURS, GIF, 'logo.png')).status).toBe(415);
      expect((await upload(CAREER_TOURS, PNG, 'logo.svg')).status).toBe(415);
      const badName = await upload(CAREER_TOURS, PNG, '###.png');
      expect(badName.status).toBe(422);
      expect(badName.body.invalid_params?.[0]?.name).toBe('file');
      const notMultipart = await t.app.request(`/api/admin/${CAREER_TOURS}/logos`, {
        method: 'POST',
        body: PNG,
        headers: { origin: 'http://localhost:3000', cookie: cookies.admin ?? '', 'content-type': 'image/png' },
      });
      expect(notMultipart.status).toBe(415);
      expect(await settingsOf(CAREER_TOURS)).toEqual(afterExact);
      expect(afterExact).not.toEqual(before);
      expect(await storedFiles()).toBe(files);
    },
  );

  it.skipIf(skip)('needs programs.edit and the program scope', async () => {
    expect((await upload(CAREER_TOURS, PNG, 'logo.png', 'nfl-user')).status).toBe(403);
    expect((await upload(CAREER_TOURS, PNG, 'logo.png', 'legends-admin')).status).toBe(403);
    expect((await upload(CAREER_TOURS, PNG, 'logo.png', 'nobody')).status).toBe(401);
    expect((await upload(LEGENDS_DIRECTORY, PNG, 'legends.png', 'legends-admin')).status).toBe(200);
  });
});
