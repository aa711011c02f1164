import type { CompiledForm } from '@huddle/form-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test-support/dialects.ts';
import { expectSchema } from '../test-support/expect-schema.ts';
import { getJson, postJson } from '../test-support/http.ts';
import { sampleAnswers } from '../test-support/sample-answers.ts';
import { samplePdf } from '../test-support/sample-uploads.ts';
import { sendJson } from '../test-support/send-json.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/** The Legends Directory program of the catalog. */
const LEGENDS = 2;

/**
 * The Legends area (spec §1, §7 legends and applications): a submission
 * makes the Legend and their application; staff read the history, add
 * append-only notes and documents (upload rules), link the player record
 * and write the directory description; every change is audited; bad input
 * is a problem naming the field and changes nothing.
 */
describe.each(testDialects())('Legends area on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  let legendsUser: string;
  let legendId = 0;
  let applicationId = 0;
  let registrationId = 0;
  const skip = dialect.skipReason !== undefined;

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    admin = await t.cookieFor('legends-admin@huddle.test');
    legendsUser = await t.cookieFor('legends-user@huddle.test');
    const program = (await getJson<{ formVersion: { id: number; compiled: CompiledForm } }>(t.app, `/api/events/${LEGENDS}`)).body;
    const answers = sampleAnswers(program.formVersion.compiled, {
      companyName: 'Fourth Down Freight LLC',
      emailAddress: 'Pat.Legend@Example.org',
    });
    const submitted = await postJson<{ registrationId: number }>(t.app, `/api/events/${LEGENDS}/responses`, {
      formVersionId: program.formVersion.id,
      answers,
    });
    expect(submitted.status).toBe(201);
    registrationId = submitted.body.registrationId;
    const row = await t.db
      .selectFrom('legend_applications')
      .selectAll()
      .where('registration_id', '=', registrationId)
      .executeTakeFirstOrThrow();
    legendId = row.legend_id;
    applicationId = row.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const auditCount = async (action: string) =>
    Number(
      (
        await t.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('action', '=', action)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.skipIf(skip)('records the submission as a Legend with an application, found by name, company and state', async () => {
    const legend = await getJson(t.app, `/api/legends/${legendId}`, legendsUser);
    expect(legend.status).toBe(200);
    expectSchema('LegendResponse', legend.body);
    expect(legend.body).toMatchObject({ legend: { firstName: 'Jane', lastName: 'Doe', email: 'pat.legend@example.org' } });
    const byCompany = await getJson<{ legends: { legendId: number; companyName: string }[] }>(
      t.app,
      '/api/legends?search=fourth%20down',
      legendsUser,
    );
    expectSchema('LegendsListResponse', byCompany.body);
    expect(byCompany.body.legends).toEqual([
      expect.objectContaining({ legendId, companyName: 'Fourth Down Freight LLC', applications: 1, latestStatus: 8 }),
    ]);
    expect((await getJson<{ total: number }>(t.app, '/api/legends?state=il', legendsUser)).body.total).toBe(1);
    expect((await getJson<{ total: number }>(t.app, '/api/legends?state=TX', legendsUser)).body.total).toBe(0);
    const application = await getJson(t.app, `/api/applications/${applicationId}`, legendsUser);
    expectSchema('ApplicationResponse', application.body);
    expect(application.body).toMatchObject({
      application: { companyName: 'Fourth Down Freight LLC', registrationStatus: 8, eventRegistrationId: registrationId },
    });
    const list = await getJson(t.app, '/api/applications?filterName=freight&country=United%20States%20of%20America&state=IL', legendsUser);
    expectSchema('ApplicationsListResponse', list.body);
    expect(list.body).toMatchObject({ total: 1 });
  });

  it.skipIf(skip)('answers a page past the end of the Legends and applications lists with an empty page', async () => {
    for (const page of ['1000', '99999999999999999999']) {
      const legends = await getJson<{ legends: unknown[]; total: number }>(t.app, `/api/legends?page=${page}`, legendsUser);
      expect(legends.status, page).toBe(200);
      expect(legends.body.legends).toEqual([]);
      expect(legends.body.total).toBeGreaterThan(0);
      const applications = await getJson<{ applications: unknown[]; total: number }>(t.app, `/api/applications?page=${page}`, legendsUser);
      expect(applications.status, page).toBe(200);
      expect(applications.body.applications).toEqual([]);
      expect(applications.body.total).toBeGreaterThan(0);
    }
  });

  it.skipIf(skip)('shows the application history with each status change', async () => {
    const approved = await sendJson(t.app, {
      method: 'POST',
      path: `/api/events/${LEGENDS}/people/${registrationId}/status/2`,
      cookie: admin,
    });
    expect(approved.status).toBe(200);
    const history = await getJson<{ applications: { statuses: { statusName: string; changedBy: string }[] }[] }>(
      t.app,
      `/api/legends/${legendId}/applications`,
      legendsUser,
    );
    expectSchema('LegendApplicationsResponse', history.body);
    expect(history.body.applications[0]?.statuses.map((status) => status.statusName)).toEqual(['Approved', 'Submitted']);
  });

  it.skipIf(skip)('adds append-only notes with author and time, each audited; a blank note changes nothing', async () => {
    const before = await auditCount('legend.note');
    const added = await postJson<{ note: { noteId: number } }>(
      t.app,
      `/api/legends/${legendId}/notes`,
      { body: '  Called about the catering bid.  ' },
      legendsUser,
    );
    expect(added.status).toBe(201);
    expectSchema('LegendNoteResponse', added.body);
    expect(added.body).toMatchObject({
      note: { body: 'Called about the catering bid.', authorEmail: 'legends-user@huddle.test', documentId: null },
    });
    expect(await auditCount('legend.note')).toBe(before + 1);
    const blank = await postJson<{ invalid_params: { name: string }[] }>(
      t.app,
      `/api/legends/${legendId}/notes`,
      { body: '   ' },
      legendsUser,
    );
    expect(blank.status).toBe(422);
    expect(blank.body.invalid_params.map((param) => param.name)).toEqual(['body']);
    const strange = await postJson(
      t.app,
      `/api/legends/${legendId}/notes`,
      { body: 'x', documentId: '00000000-0000-4000-8000-000000000000' },
      legendsUser,
    );
    expect(strange.status).toBe(422);
    const notes = await getJson<{ notes: unknown[] }>(t.app, `/api/legends/${legendId}/notes`, legendsUser);
    expect(notes.body.notes).toHaveLength(1);
    expect(
      (
        await sendJson(t.app, {
          method: 'PUT',
          path: `/api/legends/${legendId}/notes/${added.body.note.noteId}`,
          body: { body: 'x' },
          cookie: admin,
        })
      ).status,
    ).toBe(404);
  });

  it.skipIf(skip)('stores staff documents under the upload rules and serves them to staff as attachments', async () => {
    const upload = (name: string, content: Uint8Array) => {
      const form = new FormData();
      form.append('file', new Blob([content as Uint8Array<ArrayBuffer>]), name);
      return t.app.request(`/api/legends/${legendId}/documents`, {
        method: 'POST',
        body: form,
        headers: { origin: 'http://localhost:3000', cookie: admin },
      });
    };
    const stored = await upload('W-9 form.pdf', samplePdf('W-9'));
    expect(stored.status).toBe(201);
    const { document } = (await stored.json()) as { document: { documentId: string; fileName: string } };
    expect(document.fileName).toMatch(/^W_9_form_\d+\.pdf$/);
    const refused = await upload('notes.exe', new TextEncoder().encode('MZ'));
    expect(refused.status).toBe(415);
    const mismatched = await upload('fake.pdf', new TextEncoder().encode('plain text'));
    expect(mismatched.status).toBe(415);
    const documents = await getJson<{ documents: { documentId: string; kind: string }[] }>(
      t.app,
      `/api/legends/${legendId}/documents`,
      legendsUser,
    );
    expectSchema('LegendDocumentsResponse', documents.body);
    expect(documents.body.documents).toEqual([expect.objectContaining({ documentId: document.documentId, kind: 'staff' })]);
    const download = await t.app.request(`/api/legends/${legendId}/documents/${document.documentId}`, { headers: { cookie: legendsUser } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(samplePdf('W-9'));
    const note = await postJson(
      t.app,
      `/api/legends/${legendId}/notes`,
      { body: 'W-9 received.', documentId: document.documentId },
      legendsUser,
    );
    expect(note.status).toBe(201);
  });

  it.skipIf(skip)('links and unlinks the player database record; the teams come from it', async () => {
    const player = await t.db.selectFrom('players').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const attached = await sendJson(t.app, { method: 'PUT', path: `/api/legends/${legendId}/player/${player.id}`, cookie: admin });
    expect(attached.status).toBe(200);
    expect(attached.body).toMatchObject({ legend: { playerId: player.id }, player: { playerId: player.id } });
    const teams = await getJson<{ teams: { season: number; clubName: string }[] }>(t.app, `/api/legends/${legendId}/teams`, legendsUser);
    expectSchema('LegendTeamsResponse', teams.body);
    expect(teams.body.teams.length).toBeGreaterThan(0);
    expect((await sendJson(t.app, { method: 'DELETE', path: `/api/legends/${legendId}/player`, cookie: admin })).status).toBe(204);
    expect((await getJson<{ teams: unknown[] }>(t.app, `/api/legends/${legendId}/teams`, legendsUser)).body.teams).toEqual([]);
    expect(await auditCount('legend.player')).toBe(2);
  });

  it.skipIf(skip)('creates and edits Legends; a taken email is a conflict naming the field and changes nothing', async () => {
    const created = await postJson<{ legend: { legendId: number } }>(
      t.app,
      '/api/legends',
      { firstName: 'Sam', lastName: 'Rivers', email: 'sam@example.org' },
      admin,
    );
    expect(created.status).toBe(201);
    const taken = await sendJson<{ invalid_params: { name: string }[] }>(t.app, {
      method: 'PUT',
      path: `/api/legends/${created.body.legend.legendId}`,
      body: { firstName: 'Sam', lastName: 'Rivers', email: 'PAT.LEGEND@example.org' },
      cookie: admin,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.invalid_params.map((param) => param.name)).toEqual(['email']);
    const unchanged = await getJson(t.app, `/api/legends/${created.body.legend.legendId}`, admin);
    expect(unchanged.body).toMatchObject({ legend: { email: 'sam@example.org' } });
    const invalid = await postJson<{ invalid_params: { name: string }[] }>(
      t.app,
      '/api/legends',
      { firstName: '', lastName: 'X', email: 'not-an-email' },
      admin,
    );
    expect(invalid.status).toBe(422);
    expect([...new Set(invalid.body.invalid_params.map((param) => param.name))].sort()).toEqual(['email', 'firstName']);
  });

  it.skipIf(skip)('writes the business description the directory shows', async () => {
    const updated = await sendJson(t.app, {
      method: 'PUT',
      path: `/api/applications/${applicationId}`,
      body: { businessDescription: 'Regional freight for game days.' },
      cookie: admin,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ application: { businessDescription: 'Regional freight for game days.' } });
    const page = await (await t.app.request('/business-directory?q=freight')).text();
    expect(page).toContain('Regional freight for game days.');
    expect(await auditCount('legend-application.update')).toBe(1);
  });

  it.skipIf(skip)('gives the legend helpers: category choices and statuses', async () => {
    const states = await getJson(t.app, '/api/legend-helpers/list-category-choices/states', legendsUser);
    expectSchema('LegendCategoryChoicesResponse', states.body);
    expect(states.body).toMatchObject({ choices: expect.arrayContaining([{ value: 'TX', label: 'Texas' }]) });
    expect((await getJson(t.app, '/api/legend-helpers/list-category-choices/planets', legendsUser)).status).toBe(400);
    const statuses = await getJson(t.app, '/api/legend-helpers/list-statuses', legendsUser);
    expect(statuses.body).toEqual({
      statuses: [
        { statusId: 1, name: 'Pending' },
        { statusId: 2, name: 'Approved' },
        { statusId: 3, name: 'Rejected' },
        { statusId: 8, name: 'Submitted' },
        { statusId: 11, name: 'OutofBusiness' },
      ],
    });
  });
});
