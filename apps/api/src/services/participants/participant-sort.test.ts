import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test-support/dialects.ts';
import { insertRegistrations, type RegistrationFixture } from '../../test-support/registration-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { ParticipantSort } from './participant-sort.ts';
import { listParticipants, type ParticipantListQuery } from './participant-service.ts';

const USA = 'United States of America';
const PROGRAM_250 = 47;
const PROGRAM_100 = 48;
const PROGRAM_99 = 49;
const SORTS: ParticipantSort[] = ['applicationDate', 'companyName', 'applicantName', 'state'];

const firstNames = ['Zoe', 'adam', 'Bea', 'carl', 'Dora', 'eli'];
const lastNames = ['Young', 'baker', 'Allen', 'Baker', 'cruz'];
const companies = ['Acme', 'beta co', null, 'Zed Ltd', '', 'acme', 'Gamma'];
const states = ['TX', 'ca', null, 'NY', '', 'Tx', 'AL', 'wa'];

/**
 * `count` rows with repeated and mixed-case values, empty ones (null and ''),
 * some without a name, and shared submission times (ties broken by id).
 */
function fixtures(count: number): RegistrationFixture[] {
  return Array.from({ length: count }, (_, index) => {
    const name: RegistrationFixture =
      index % 9 === 4
        ? { first_name: null, last_name: null, search_name: index % 2 === 0 ? '' : null }
        : { first_name: firstNames[index % firstNames.length] ?? null, last_name: lastNames[index % lastNames.length] ?? null };
    return {
      ...name,
      company_name: companies[index % companies.length] ?? null,
      state_code: states[index % states.length] ?? null,
      country: USA,
      submitted_at: new Date(Date.UTC(2026, 9, 1, 0, Math.floor(index / 3))).toISOString(),
    };
  });
}

interface Listed {
  id: number;
  submittedOn: string;
  companyName: string | null;
  applicantName: string;
  firstName: string | null;
  lastName: string | null;
  state: string | null;
}

/** The spec §2 order as the list defines it: values (byte order, lower-cased) then empty ones, ties by id. */
function expectedOrder(rows: readonly Listed[], sort: ParticipantSort, descending: boolean): number[] {
  const sign = descending ? -1 : 1;
  const key = (row: Listed): string | null => {
    const value =
      sort === 'applicationDate'
        ? row.submittedOn
        : sort === 'applicantName'
          ? [row.firstName, row.lastName]
              .filter((part) => part !== null && part !== '')
              .join(' ')
              .toLowerCase()
          : ((sort === 'companyName' ? row.companyName : row.state)?.toLowerCase() ?? '');
    return value === '' ? null : value;
  };
  return [...rows]
    .sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      if (ka === null || kb === null) return ka === kb ? sign * (a.id - b.id) : ka === null ? 1 : -1;
      if (ka !== kb) return sign * (ka < kb ? -1 : 1);
      return sign * (a.id - b.id);
    })
    .map((row) => row.id);
}

describe.each(testDialects())('participants list order and pages on $name', (dialect) => {
  const skip = dialect.skipReason !== undefined;
  let t: TestApp;
  const insertedIds: Record<number, number[]> = {};

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp(dialect);
    for (const [program, count] of [
      [PROGRAM_250, 250],
      [PROGRAM_100, 100],
      [PROGRAM_99, 99],
    ] as const) {
      insertedIds[program] = await insertRegistrations(t.db, program, fixtures(count));
    }
    await insertRegistrations(t.db, PROGRAM_250, [
      {
        first_name: 'Aaron',
        last_name: 'Removed',
        company_name: 'AAA',
        state_code: 'AA',
        country: USA,
        deleted_at: '2026-11-02T00:00:00.000Z',
      },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Every page from 1 to pageCount + 1, concatenated; checks each page's size and count fields. */
  async function allPages(program: number, query: ParticipantListQuery): Promise<Listed[]> {
    const first = await listParticipants(t, program, { ...query, page: 1 });
    const rows: Listed[] = [];
    for (let page = 1; page <= first.pageCount + 1; page++) {
      const result = await listParticipants(t, program, { ...query, page });
      expect(result).toMatchObject({ page, pageSize: first.pageSize, pageCount: first.pageCount, total: first.total });
      const expectedRows = Math.max(0, Math.min(first.pageSize, first.total - (page - 1) * first.pageSize));
      expect(result.participants, `page ${page}`).toHaveLength(expectedRows);
      rows.push(...result.participants);
    }
    return rows;
  }

  it.skipIf(skip)('applies the spec §2 page size at 99, 100 and 250 rows, pages covering every row once', async () => {
    for (const [program, pageSize, lastPageRows] of [
      [PROGRAM_99, 10, 9],
      [PROGRAM_100, 10, 10],
      [PROGRAM_250, 25, 25],
    ] as const) {
      const first = await listParticipants(t, program, {});
      expect(first, `program ${program}`).toMatchObject({ pageSize, pageCount: 10, page: 1 });
      const last = await listParticipants(t, program, { page: 10 });
      expect(last.participants).toHaveLength(lastPageRows);
      expect((await listParticipants(t, program, { page: 11 })).participants).toEqual([]);
      const ids = (await allPages(program, {})).map((row) => row.id);
      expect([...ids].sort((a, b) => a - b)).toEqual(insertedIds[program]);
    }
    const empty = await listParticipants(t, PROGRAM_250, { filterName: 'nobody at all' });
    expect(empty).toMatchObject({ total: 0, pageSize: 10, pageCount: 0, participants: [] });
  });

  for (const sort of SORTS) {
    for (const descending of [false, true]) {
      it.skipIf(skip)(
        `orders by ${sort} ${descending ? 'descending' : 'ascending'}, empty values last, the same with and without a filter`,
        async () => {
          const unfiltered = await allPages(PROGRAM_250, { sort, desc: descending });
          expect(unfiltered).toHaveLength(250);
          expect(unfiltered.map((row) => row.id)).toEqual(expectedOrder(unfiltered, sort, descending));
          const filtered = await allPages(PROGRAM_250, { sort, desc: descending, country: USA });
          expect(filtered.map((row) => row.id)).toEqual(unfiltered.map((row) => row.id));
        },
      );
    }
  }

  it.skipIf(skip)('defaults to application date, newest first', async () => {
    const rows = await allPages(PROGRAM_100, {});
    expect(rows.map((row) => row.id)).toEqual(expectedOrder(rows, 'applicationDate', true));
    const ascending = await allPages(PROGRAM_100, { sort: 'applicationDate' });
    expect(ascending.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].reverse());
  });
});
