import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test-support/dialects.ts';
import { expectSchema } from '../../test-support/expect-schema.ts';
import { getJson } from '../../test-support/http.ts';
import { insertRegistrations } from '../../test-support/registration-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { footballAreaList } from './participant-filters.ts';
import { listParticipants, type ParticipantListQuery } from './participant-service.ts';

const GENERAL = 41; // Agricultural Program
const LEGENDS = 2; // Legends directory: dates, country, state
const RESUME = 4; // resume program: Team Filter
const AREAS = 6; // football-areas program
const USA = 'United States of America';

describe('footballAreaList', () => {
  it('splits comma text, trims and drops blanks', () => {
    expect(footballAreaList(' DEI, Officiating ,,')).toEqual(['DEI', 'Officiating']);
    expect(footballAreaList(['Youth', ' '])).toEqual(['Youth']);
    expect(footballAreaList(null)).toEqual([]);
  });
});

describe.each(testDialects())('participants list filters on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let t: TestApp;

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    await insertRegistrations(t.db, GENERAL, [
      { first_name: 'Ana', last_name: 'Smith', email: 'ana@example.org', company_name: 'Blue Fields LLC' },
      { first_name: 'Ben', last_name: 'Smithers', email: 'ben@example.org' },
      { first_name: 'Cy', last_name: 'Jones', email: 'cy.smith@example.org' },
      { first_name: 'Di', last_name: 'Ng', email: 'di@example.org', company_name: 'SMITH & Sons' },
      { first_name: 'Ed', last_name: '100%_Real', email: 'ed@example.org' },
      { first_name: 'Old', last_name: 'Smith', event_year: 2025, submitted_at: '2025-10-01T10:00:00.000Z' },
      { first_name: 'Gone', last_name: 'Smith', deleted_at: '2026-11-02T00:00:00.000Z', status: 2 },
    ]);
    await insertRegistrations(t.db, LEGENDS, [
      { first_name: 'May', last_name: 'Early', submitted_at: '2026-05-31T23:59:59.999Z', country: USA, state_code: 'TX' },
      { first_name: 'Jun', last_name: 'First', submitted_at: '2026-06-01T00:00:00.000Z', country: USA, state_code: 'TX' },
      { first_name: 'Jul', last_name: 'Middle', submitted_at: '2026-07-15T12:00:00.000Z', country: USA, state_code: 'CA' },
      { first_name: 'Aug', last_name: 'Last', submitted_at: '2026-08-31T23:59:59.999Z', country: 'Canada', state_code: 'TX' },
      { first_name: 'Sep', last_name: 'Late', submitted_at: '2026-09-01T00:00:00.000Z', country: USA, state_code: 'NY' },
    ]);
    await insertRegistrations(t.db, RESUME, [
      { first_name: 'Al', last_name: 'Bears', teams: 'Chicago Bears, Green Bay Packers' },
      { first_name: 'Bo', last_name: 'Giants', teams: 'New York Giants' },
      { first_name: 'Cal', last_name: 'Jets', teams: 'New York Jets, Chicago Bears' },
      { first_name: 'Dee', last_name: 'None', teams: null },
    ]);
    await insertRegistrations(t.db, AREAS, [
      { first_name: 'Ari', last_name: 'Dei', football_areas: JSON.stringify(['DEI', 'Youth']) },
      { first_name: 'Bea', last_name: 'Officiating', football_areas: JSON.stringify(['Officiating']) },
      { first_name: 'Cam', last_name: 'Other', football_areas: JSON.stringify(['Other: Analytics, data']) },
      { first_name: 'Dan', last_name: 'Development', football_areas: JSON.stringify(['Development']) },
      { first_name: 'Eli', last_name: 'Empty', football_areas: null },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const names = async (eventId: number, query: ParticipantListQuery): Promise<string[]> =>
    (await listParticipants(t, eventId, { sort: 'applicantName', ...query })).participants.map((row) => row.applicantName);

  it.skipIf(skip)('filters by league year, leaving removed registrations out of rows and totals', async () => {
    const page = await listParticipants(t, GENERAL, { eventYear: 2026 });
    expect(page).toMatchObject({ total: 5, totalSubmissions: 5, totalApproved: 0, pageCount: 1 });
    expect(await names(GENERAL, { eventYear: 2025 })).toEqual(['Old Smith']);
    expect(await names(GENERAL, {})).toHaveLength(6);
  });

  it.skipIf(skip)('name filter: case-insensitive contains on name, email and company; wildcards match literally', async () => {
    expect(await names(GENERAL, { eventYear: 2026, filterName: 'SMITH' })).toEqual(['Ana Smith', 'Ben Smithers', 'Cy Jones', 'Di Ng']);
    expect(await names(GENERAL, { filterName: '  smith ' })).toEqual(['Ana Smith', 'Ben Smithers', 'Cy Jones', 'Di Ng', 'Old Smith']);
    expect(await names(GENERAL, { filterName: 'blue fields' })).toEqual(['Ana Smith']);
    expect(await names(GENERAL, { filterName: '100%_' })).toEqual(['Ed 100%_Real']);
    expect(await names(GENERAL, { filterName: '%' })).toEqual(['Ed 100%_Real']);
    expect(await names(GENERAL, { filterName: '_' })).toEqual(['Ed 100%_Real']);
    const page = await listParticipants(t, GENERAL, { eventYear: 2026, filterName: 'smith' });
    expect(page).toMatchObject({ total: 4, totalSubmissions: 5, pageSize: 10, pageCount: 1 });
  });

  it.skipIf(skip)('Legends From/To dates include both whole UTC days', async () => {
    expect(await names(LEGENDS, { fromDate: '2026-06-01', toDate: '2026-08-31' })).toEqual(['Aug Last', 'Jul Middle', 'Jun First']);
    expect(await names(LEGENDS, { fromDate: '2026-08-31' })).toEqual(['Aug Last', 'Sep Late']);
    expect(await names(LEGENDS, { toDate: '2026-05-31' })).toEqual(['May Early']);
  });

  it.skipIf(skip)('Legends country, and the US state only with the United States of America', async () => {
    expect(await names(LEGENDS, { country: USA })).toEqual(['Jul Middle', 'Jun First', 'May Early', 'Sep Late']);
    expect(await names(LEGENDS, { country: USA, state: 'tx' })).toEqual(['Jun First', 'May Early']);
    expect(await names(LEGENDS, { country: 'Canada', state: 'CA' })).toEqual(['Aug Last']);
    expect(await names(LEGENDS, { state: 'NY' })).toHaveLength(5);
  });

  it.skipIf(skip)('Team Filter matches whole club names in the teams list, case-insensitive', async () => {
    expect(await names(RESUME, { eventTeam: 'chicago bears' })).toEqual(['Al Bears', 'Cal Jets']);
    expect(await names(RESUME, { eventTeam: 'New York Giants' })).toEqual(['Bo Giants']);
    expect(await names(RESUME, { eventTeam: 'New York' })).toEqual([]);
    expect(await names(RESUME, { eventTeam: 'Bears' })).toEqual([]);
  });

  it.skipIf(skip)('football areas: any chosen area; Other matches the typed Other entries', async () => {
    expect(await names(AREAS, { searchFootballAreas: 'DEI,Officiating' })).toEqual(['Ari Dei', 'Bea Officiating']);
    expect(await names(AREAS, { searchFootballAreas: ['youth'] })).toEqual(['Ari Dei']);
    expect(await names(AREAS, { searchFootballAreas: 'Other' })).toEqual(['Cam Other']);
    expect(await names(AREAS, { searchFootballAreas: 'Analytics' })).toEqual([]);
    expect(await names(AREAS, { searchFootballAreas: ' , ' })).toHaveLength(5);
  });

  it.skipIf(skip)("combines filters over HTTP, where 'NP' means no filter", async () => {
    const cookie = await t.cookieFor('admin@huddle.test');
    const path = (query: string) => `/api/events/${GENERAL}/people${query}`;
    const all = await getJson<{ total: number; pageCount: number }>(
      t.app,
      path('?eventYear=NP&filterName=NP&fromDate=NP&eventTeam=NP&searchFootballAreas=NP'),
      cookie,
    );
    expect(all.status).toBe(200);
    expectSchema('ParticipantsListResponse', all.body);
    expect(all.body).toMatchObject({ total: 6, pageCount: 1 });
    const both = await getJson<{ total: number }>(t.app, path('?eventYear=2026&filterName=smith&toDate=2026-11-01'), cookie);
    expect(both.body.total).toBe(4);
    const legends = await getJson<{ participants: { applicantName: string }[] }>(
      t.app,
      `/api/events/${LEGENDS}/people?country=United%20States%20of%20America&state=TX&fromDate=2026-06-01&sort=applicantName`,
      cookie,
    );
    expect(legends.body.participants.map((row) => row.applicantName)).toEqual(['Jun First']);
    const invalid = await getJson<{ invalid_params: { name: string }[] }>(t.app, path('?fromDate=06/01/2026&toDate=2026-13-01'), cookie);
    expect(invalid.status).toBe(400);
    expect(invalid.body.invalid_params.map((param) => param.name).sort()).toEqual(['fromDate', 'toDate']);
  });
});
