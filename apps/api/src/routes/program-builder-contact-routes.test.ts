import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProblemDetails, ProgramContactResponse, ProgramContactsResponse, PublicProgram } from '@huddle/schemas';
import { expectSchema } from '../test-support/expect-schema.ts';
import { testDialects } from '../test-support/dialects.ts';
import { getJson } from '../test-support/http.ts';
import { sendJson, type SendRequest } from '../test-support/send-json.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const LEGENDS_DIRECTORY = 2;
const SCOUTING_FELLOWSHIP = 6; // football-ops

describe.each(testDialects())('program contacts API on $name', (dialect) => {
  let t: TestApp;
  const skip = dialect.skipReason !== undefined;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    for (const email of ['admin', 'fops-admin', 'legends-admin', 'legends-user'])
      cookies[email] = await t.cookieFor(`${email}@huddle.test`);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const send = <T = ProgramContactResponse & ProblemDetails>(
    method: SendRequest['method'],
    eventId: number,
    path: string,
    body: unknown,
    who: string,
  ) =>
    sendJson<T>(t.app, {
      method,
      path: `/api/admin/events/${eventId}/contacts${path}`,
      ...(body === undefined ? {} : { body }),
      cookie: cookies[who],
    });
  const contact = {
    contactName: 'Avery Stone',
    officeNumber: '(212) 555-0100 x 12',
    mobileNumber: '+1 917-555-0199',
    contactEmail: 'avery.stone@example.org',
  };

  it.skipIf(skip)('adds (admin or Legends admin), edits and removes contacts, shown in the public footer', async () => {
    const created = await send('POST', LEGENDS_DIRECTORY, '', contact, 'legends-admin');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expectSchema('ProgramContactResponse', created.body);
    expect(created.body.contact).toMatchObject(contact);
    const id = created.body.contact.contactId;

    const list = await send<ProgramContactsResponse>('GET', LEGENDS_DIRECTORY, '', undefined, 'legends-user');
    expect(list.status).toBe(200);
    expectSchema('ProgramContactsResponse', list.body);
    expect(list.body.contacts.at(-1)).toEqual(created.body.contact);

    const edited = await send(
      'PUT',
      LEGENDS_DIRECTORY,
      `/${id}`,
      { ...contact, contactName: 'Avery Stone-Hill', mobileNumber: '' },
      'legends-admin',
    );
    expect(edited.status).toBe(200);
    expect(edited.body.contact).toMatchObject({ contactName: 'Avery Stone-Hill', mobileNumber: null });
    const footer = await getJson<PublicProgram>(t.app, `/api/events/${LEGENDS_DIRECTORY}`);
    expect(footer.body.contacts.map((entry) => entry.contactName)).toContain('Avery Stone-Hill');
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'program.contact.update').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor: 'legends-admin@huddle.test', target: `contact:${id}` });

    expect((await send('DELETE', LEGENDS_DIRECTORY, `/${id}`, undefined, 'legends-admin')).status).toBe(204);
    expect((await send('DELETE', LEGENDS_DIRECTORY, `/${id}`, undefined, 'legends-admin')).status).toBe(404);
  });

  it.skipIf(skip)('refuses a football ops admin adding, other roles editing, and invalid fields, storing nothing', async () => {
    const before = (await t.db.selectFrom('contacts').select('id').execute()).length;
    expect((await send('POST', SCOUTING_FELLOWSHIP, '', contact, 'fops-admin')).status).toBe(403);
    expect((await send('POST', LEGENDS_DIRECTORY, '', contact, 'legends-user')).status).toBe(403);
    expect((await send('POST', SCOUTING_FELLOWSHIP, '', contact, 'legends-admin')).status).toBe(403);
    const bad = await send('POST', SCOUTING_FELLOWSHIP, '', { contactName: ' ', mobileNumber: '555-01', contactEmail: 'avery@' }, 'admin');
    expect(bad.status).toBe(422);
    expect(bad.body.invalid_params?.map((param) => param.name).sort()).toEqual(['contactEmail', 'contactName', 'mobileNumber']);
    expect((await t.db.selectFrom('contacts').select('id').execute()).length).toBe(before);

    const existing = (await send<ProgramContactsResponse>('GET', SCOUTING_FELLOWSHIP, '', undefined, 'fops-admin')).body.contacts[0];
    const edited = await send(
      'PUT',
      SCOUTING_FELLOWSHIP,
      `/${existing?.contactId ?? 0}`,
      { ...contact, contactName: 'Football Ops Desk' },
      'fops-admin',
    );
    expect(edited.status).toBe(200);
    expect((await send('PUT', LEGENDS_DIRECTORY, `/${existing?.contactId ?? 0}`, contact, 'admin')).status).toBe(404);
  });
});
