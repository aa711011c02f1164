import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectName, type DialectName } from '../dialect-name.ts';

/**
 * One partial index (live rows: deleted_at is null) of the participants list.
 * `key`: a sort key exactly as participant-sort.ts orders by it (empty
 * values as null, byte order: collate "C" on Postgres), between the leading
 * columns and the trailing id. `include`: the column under the key, carried
 * on Postgres so the page's id scan is index-only. Every index ends with
 * status, so the program/year totals are read from whichever index the
 * planner picks without touching the table.
 */
interface ListIndex {
  name: string;
  leading: readonly string[];
  key?: { sqlite: string; postgres: string; include: string };
  trailing: readonly string[];
}

/** The text sort keys of the list indexes per dialect, and the column under each (0021 rebuilds the indexes from them). */
export const sortKeys = {
  name: { sqlite: "nullif(search_name, '')", postgres: `(nullif(search_name, '') collate "C")`, include: 'search_name' },
  company: {
    sqlite: "nullif(lower(company_name), '')",
    postgres: `(nullif(lower(company_name), '') collate "C")`,
    include: 'company_name',
  },
  state: { sqlite: "nullif(lower(state_code), '')", postgres: `(nullif(lower(state_code), '') collate "C")`, include: 'state_code' },
} as const;

/** Year (or no year: Legends, 'NP') × each sort, plus the Legends country/state filter. */
const LIST_INDEXES: readonly ListIndex[] = [
  { name: 'registrations_live_year_submitted', leading: ['program_id', 'event_year', 'submitted_at'], trailing: ['id', 'status'] },
  { name: 'registrations_live_submitted', leading: ['program_id', 'submitted_at'], trailing: ['id', 'status'] },
  { name: 'registrations_live_year_name', leading: ['program_id', 'event_year'], key: sortKeys.name, trailing: ['id', 'status'] },
  { name: 'registrations_live_name', leading: ['program_id'], key: sortKeys.name, trailing: ['id', 'status'] },
  { name: 'registrations_live_year_company', leading: ['program_id', 'event_year'], key: sortKeys.company, trailing: ['id', 'status'] },
  { name: 'registrations_live_company', leading: ['program_id'], key: sortKeys.company, trailing: ['id', 'status'] },
  { name: 'registrations_live_year_state', leading: ['program_id', 'event_year'], key: sortKeys.state, trailing: ['id', 'status'] },
  { name: 'registrations_live_state', leading: ['program_id'], key: sortKeys.state, trailing: ['id', 'status'] },
  { name: 'registrations_live_country_state', leading: ['program_id', 'country', 'state_code'], trailing: ['id', 'status'] },
];

/** pg_trgm GIN indexes behind the name filter's contains-search on Postgres. */
const TRIGRAM_INDEXES = [
  { name: 'registrations_search_name_trgm', expression: 'search_name' },
  { name: 'registrations_email_trgm', expression: 'lower(email)' },
  { name: 'registrations_company_name_trgm', expression: 'lower(company_name)' },
] as const;

/** The initial schema's list index, superseded by registrations_live_year_submitted. */
const SUPERSEDED_INDEX = 'registrations_program_year_submitted';

/**
 * The participants list columns and indexes (spec §2 participants list, §3
 * filters): registrations.teams (club names joined with ', ', Team Filter),
 * football_areas (JSON array, football areas filter), playing_history
 * ('Playing History' column); partial indexes on live rows for every filter
 * scope and sort of the list (see participant-list-query.ts); on Postgres,
 * pg_trgm GIN indexes for the name filter when the extension can be created
 * (left out otherwise: the filter then scans the program's rows of the year).
 */
export const participantListColumns: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const dialect = dialectName(db);
    for (const column of ['teams', 'football_areas', 'playing_history']) {
      await db.schema.alterTable('registrations').addColumn(column, 'text').execute();
    }
    await db.schema.dropIndex(SUPERSEDED_INDEX).ifExists().execute();
    for (const index of LIST_INDEXES) await createListIndex(db, dialect, index);
    if (dialect === 'postgres') await createTrigramIndexes(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const index of [...TRIGRAM_INDEXES, ...LIST_INDEXES]) await db.schema.dropIndex(index.name).ifExists().execute();
    await db.schema.createIndex(SUPERSEDED_INDEX).on('registrations').columns(['program_id', 'event_year', 'submitted_at']).execute();
    for (const column of ['playing_history', 'football_areas', 'teams']) {
      await db.schema.alterTable('registrations').dropColumn(column).execute();
    }
  },
};

async function createListIndex(db: Kysely<unknown>, dialect: DialectName, index: ListIndex): Promise<void> {
  const parts: RawBuilder<unknown>[] = index.leading.map((column) => sql.ref(column));
  if (index.key !== undefined) parts.push(sql.raw(index.key[dialect]));
  parts.push(...index.trailing.map((column) => sql.ref(column)));
  const include = dialect === 'postgres' && index.key !== undefined ? sql` include (${sql.ref(index.key.include)})` : sql``;
  await sql`create index ${sql.id(index.name)} on registrations (${sql.join(parts)})${include} where deleted_at is null`.execute(db);
}

/**
 * Creates pg_trgm in schema public (shared by every schema of the database,
 * so dropping one schema never drops it) under an advisory lock, since
 * migrations of other schemas may create it at the same moment; a refusal
 * (no privilege, extension not installed) rolls back to a savepoint and
 * leaves the trigram indexes out instead of failing the migration.
 */
async function createTrigramIndexes(db: Kysely<unknown>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('huddle:create-extension:pg_trgm'))`.execute(db);
  await sql`savepoint huddle_pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint huddle_pg_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint huddle_pg_trgm`.execute(db);
  }
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema;
  if (schema === undefined) return;
  for (const index of TRIGRAM_INDEXES) {
    await sql`create index ${sql.id(index.name)} on registrations using gin ((${sql.raw(index.expression)}) ${sql.id(schema)}.gin_trgm_ops) where deleted_at is null`.execute(
      db,
    );
  }
}
