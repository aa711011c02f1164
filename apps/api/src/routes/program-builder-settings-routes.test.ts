import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProgramResponse, FormVersionResponse, FormVersionsResponse, ProblemDetails } from '@huddle/schemas';
import { legendsAdminFields } from '@huddle/program-rules';
import { expectSchema } from '../test-support/expect-schema.ts';
import { testDialects } from '../test-support/dialects.ts';
import { getJson } from '../test-support/http.ts';
import { sendJson } from '../test-support/send-json.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const CAREER_TOURS = 36; // nfl-programs
const LEGENDS_DIRECTORY = 2; // legends-directory
const SCOUTING_FELLOWSHIP = 6; // football-ops

describe.each(testDialects())('program settings API on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    for (const email of ['admin', 'legends-admin', 'fops-admin', 'nfl-admin', 'nfl-user'])
      cookies[email] = await t.cookieFor(`${email}@huddle.test`);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const put = (eventId: number, body: unknown, who = 'admin') =>
    sendJson<AdminProgramResponse & ProblemDetails>(t.app, {
      method: 'PUT',
      path: `/api/admin/events/${eventId}`,
      body,
      cookie: cookies[who],
    });
  const programRow = (eventId: number) => t.db.selectFrom('programs').selectAll().where('id', '=', eventId).executeTakeFirstOrThrow();

  it.skipIf(skip)('shows the legal disclaimer fields only to admin and football ops admin, with the fields each may change', async () => {
    const admin = await getJson<AdminProgramResponse>(t.app, `/api/admin/events/${SCOUTING_FELLOWSHIP}`, cookies.admin);
    expect(admin.status).toBe(200);
    expectSchema('AdminProgramResponse', admin.body);
    expect(admin.body.program).toHaveProperty('legalDisclaimerMessage');
    expect(admin.body.editableFields).toContain('showLegalDisclaimer');
    const fops = await getJson<AdminProgramResponse>(t.app, `/api/admin/events/${SCOUTING_FELLOWSHIP}`, cookies['fops-admin']);
    expect(fops.body.program).toHaveProperty('showLegalDisclaimer');

    const viewer = await getJson<AdminProgramResponse>(t.app, `/api/admin/events/${CAREER_TOURS}`, cookies['nfl-user']);
    expect(viewer.status).toBe(200);
    expectSchema('AdminProgramResponse', viewer.body);
    expect(viewer.body.program).not.toHaveProperty('showLegalDisclaimer');
    expect(viewer.body.program).not.toHaveProperty('legalDisclaimerMessage');
    expect(viewer.body.editableFields).toEqual([]);

    const legends = await getJson<AdminProgramResponse>(t.app, `/api/admin/events/${LEGENDS_DIRECTORY}`, cookies['legends-admin']);
    expect(legends.body.program).not.toHaveProperty('legalDisclaimerMessage');
    expect(legends.body.program.eventName).toBeTypeOf('string');
    expect(legends.body.editableFields).toEqual(legendsAdminFields);
    expect((await getJson(t.app, `/api/admin/events/${LEGENDS_DIRECTORY}`, cookies['nfl-user'])).status).toBe(403);
    expect((await getJson(t.app, `/api/admin/events/9999`, cookies.admin)).status).toBe(404);
  });

  it.skipIf(skip)('saves the fields sent with the spec §4 rules, sanitized, and answers the saved settings', async () => {
    const response = await put(CAREER_TOURS, {
      eventName: 'Career Tours, Fall',
      programFee: 125.5,
      requireProgramFee: true,
      applicationsRequiresAccept: true,
      showInstagramLink: false,
      instagramAddress: 'https://www.instagram.com/ignored',
      footerMessage: '<p>Questions? <a href="javascript:alert(1)">Write</a><img src=x onerror=alert(1)></p>',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expectSchema('AdminProgramResponse', response.body);
    const program = response.body.program;
    expect(program.eventName).toBe('Career Tours, Fall');
    expect(program.programFee).toBe(125.5);
    expect(program.instagramAddress).toBe('');
    expect(program.footerMessage).not.toMatch(/javascript|onerror/);
    expect(program.embedProgramFeeLinkApproval).toBe(true);
    expect(program.acceptanceEmail_embed_pay_link).toBe(true);
    expect(program.acceptanceEmail.startsWith('<p>[PAYMENT LINK]</p>')).toBe(true);
    const row = await programRow(CAREER_TOURS);
    expect(row.event_name).toBe('Career Tours, Fall');
    expect(JSON.parse(row.settings_json)).toMatchObject({ programFee: 125.5, requireProgramFee: true, instagramAddress: '' });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'program.settings')
      .where('target', '=', `program:${CAREER_TOURS}`)
      .executeTakeFirstOrThrow();
    expect(audit.actor).toBe('admin@huddle.test');
    expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ eventName: 'Career Tours, Fall', programFee: 125.5 });

    const off = await put(CAREER_TOURS, { requireProgramFee: false });
    expect(off.body.program.programFee).toBe(0);
    expect(off.body.program.acceptanceEmail_embed_pay_link).toBe(false);
    expect(off.body.program.acceptanceEmail).not.toContain('[PAYMENT LINK]');
  });

  it.skipIf(skip)('refuses invalid fields with a 422 naming each of them, changing nothing', async () => {
    const before = await programRow(CAREER_TOURS);
    const response = await put(CAREER_TOURS, {
      eventName: '!!!',
      eventYear: '2026',
      programFee: 12.345,
      startDate: '06/01/2026',
      facebookAddress: 'javascript:alert(1)',
      unknownField: true,
    });
    expect(response.status).toBe(422);
    expect(response.contentType).toBe('application/problem+json');
    expect(response.body.invalid_params?.map((param) => param.name).sort()).toEqual(
      ['eventName', 'eventYear', 'facebookAddress', 'programFee', 'startDate', 'unknownField'].sort(),
    );
    const rules = await put(CAREER_TOURS, { eventDescription: '<p>?!</p>', submissionConfirmatiomEmail_embed_pay_link: true });
    expect(rules.status).toBe(422);
    expect(rules.body.invalid_params?.map((param) => param.name)).toEqual([
      'eventDescription',
      'submissionConfirmatiomEmail_embed_pay_link',
    ]);
    expect((await put(CAREER_TOURS, {})).status).toBe(422);
    expect(await programRow(CAREER_TOURS)).toEqual(before);
  });

  it.skipIf(skip)(
    'refuses a program name or setting that breaks a spec §5 rule with a 422 naming the field, as the admin form does',
    async () => {
      const before = await programRow(CAREER_TOURS);
      for (const [body, field] of [
        [{ eventName: 'Career Tours <b onmouseover=alert(1)>' }, 'eventName'],
        [{ eventName: 'Tours = Fall' }, 'eventName'],
        [{ programDisplayName: 'Tours "Fall"' }, 'programDisplayName'],
        [{ showTwitterLink: true, twitterAddress: '' }, 'twitterAddress'],
        [{ eventDescription: '<p>?</p><script>Tours</script>' }, 'eventDescription'],
      ] as const) {
        const response = await put(CAREER_TOURS, body);
        expect(response.status, JSON.stringify(body)).toBe(422);
        expect(response.contentType).toBe('application/problem+json');
        expect(response.body.invalid_params?.map((param) => param.name)).toEqual([field]);
      }
      expect(await programRow(CAREER_TOURS)).toEqual(before);
    },
  );

  it.skipIf(skip)('lets a Legends admin change only the spec §6 Legends subset', async () => {
    const allowed = await put(LEGENDS_DIRECTORY, { footerMessage: '<p>Legends footer</p>', activeEvent: true }, 'legends-admin');
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(allowed.body.program.footerMessage).toBe('<p>Legends footer</p>');

    const before = await programRow(LEGENDS_DIRECTORY);
    const deniedBefore = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'permission.denied').execute();
    const refused = await put(
      LEGENDS_DIRECTORY,
      { footerMessage: '<p>Changed</p>', programFee: 10, requireProgramFee: true, startDate: '2026-01-01' },
      'legends-admin',
    );
    expect(refused.status).toBe(403);
    expect(refused.body.invalid_params?.map((param) => param.name)).toEqual(['programFee', 'requireProgramFee', 'startDate']);
    expect(await programRow(LEGENDS_DIRECTORY)).toEqual(before);
    const denied = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'permission.denied').execute();
    expect(denied.length).toBe(deniedBefore.length + 1);
    expect(denied.at(-1)?.actor).toBe('legends-admin@huddle.test');

    // Fields outside the subset sent back unchanged (the whole form) are accepted.
    const sameYear = await put(LEGENDS_DIRECTORY, { eventYear: before.event_year, footerMessage: '<p>Again</p>' }, 'legends-admin');
    expect(sameYear.status).toBe(200);
    expect((await put(LEGENDS_DIRECTORY, { showLegalDisclaimer: true }, 'legends-admin')).status).toBe(403);
    expect((await put(CAREER_TOURS, { footerMessage: '<p>x</p>' }, 'nfl-admin')).status).toBe(403);
  });

  it.skipIf(skip)('creates a form version (created by the staff member) when a save changes the form, none otherwise', async () => {
    const count = async () =>
      (await t.db.selectFrom('form_versions').select('id').where('program_id', '=', SCOUTING_FELLOWSHIP).execute()).length;
    await getJson(t.app, `/api/events/${SCOUTING_FELLOWSHIP}`);
    const initial = await count();
    expect((await put(SCOUTING_FELLOWSHIP, { submissionMessage: '<p>Thanks</p>' }, 'fops-admin')).status).toBe(200);
    expect(await count()).toBe(initial);
    const year = (await programRow(SCOUTING_FELLOWSHIP)).event_year;
    expect((await put(SCOUTING_FELLOWSHIP, { eventYear: year + 1 }, 'fops-admin')).status).toBe(200);
    expect(await count()).toBe(initial + 1);

    const history = await getJson<FormVersionsResponse>(
      t.app,
      `/api/admin/events/${SCOUTING_FELLOWSHIP}/form-versions`,
      cookies['fops-admin'],
    );
    expect(history.status).toBe(200);
    expectSchema('FormVersionsResponse', history.body);
    const [newest] = history.body.versions;
    expect(newest).toMatchObject({
      createdBy: 'fops-admin@huddle.test',
      current: true,
      changes: [`Program year changed from ${year}-${year + 1} to ${year + 1}-${year + 2}`],
    });
    expect(history.body.versions.at(-1)?.changes).toEqual(['First version of the form']);

    const detail = await getJson<FormVersionResponse>(
      t.app,
      `/api/admin/events/${SCOUTING_FELLOWSHIP}/form-versions/${newest?.id ?? 0}`,
      cookies['fops-admin'],
    );
    expect(detail.status).toBe(200);
    expectSchema('FormVersionResponse', detail.body);
    expect(detail.body.compiled).toHaveProperty('jsonSchema');
    expect((await getJson(t.app, `/api/admin/events/${CAREER_TOURS}/form-versions/${newest?.id ?? 0}`, cookies.admin)).status).toBe(404);
  });

  it.skipIf(skip)('queues a test email with the saved text and a [TEST] subject', async () => {
    const response = await sendJson(t.app, {
      method: 'POST',
      path: `/api/admin/events/${CAREER_TOURS}/send-test-email`,
      body: { emailAddress: 'tester@example.org', messageType: 'acceptanceEmail' },
      cookie: cookies.admin,
    });
    expect(response.status).toBe(202);
    expectSchema('TestEmailResponse', response.body);
    const email = await t.db.selectFrom('outbox').selectAll().where('to_address', '=', 'tester@example.org').executeTakeFirstOrThrow();
    expect(email.subject).toBe('[TEST] Career Tours, Fall: accepted');
    expect(email.status).toBe('pending');
    const program = await getJson<AdminProgramResponse>(t.app, `/api/admin/events/${CAREER_TOURS}`, cookies.admin);
    expect(email.html).toBe(program.body.program.acceptanceEmail);

    const again = await sendJson(t.app, {
      method: 'POST',
      path: `/api/admin/events/${CAREER_TOURS}/send-test-email`,
      body: { emailAddress: 'tester@example.org', messageType: 'acceptanceEmail' },
      cookie: cookies.admin,
    });
    expect(again.status).toBe(202);
    expect((await t.db.selectFrom('outbox').select('id').where('to_address', '=', 'tester@example.org').execute()).length).toBe(2);

    const bad = await sendJson<ProblemDetails>(t.app, {
      method: 'POST',
      path: `/api/admin/events/${CAREER_TOURS}/send-test-email`,
      body: { emailAddress: 'not an address', messageType: 'welcomeEmail' },
      cookie: cookies.admin,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.invalid_params?.map((param) => param.name).sort()).toEqual(['emailAddress', 'messageType']);
  });
});
