/**
 * Participants list at 1,000,000 registrations in one program-year (issue 17
 * point 2; `npm run bench` runs it after the 100,000-row bench; not part of
 * `npm test`).
 *
 * Seeds --rows=N (default 1,000,000) participants into one league year of one
 * program in a fresh SQLite file, then a fresh Postgres schema (skipped with
 * the reason when unreachable; both on loopback), and times pages through the
 * service (listParticipants) against the bare SQL reference (the same
 * statements replayed on the driver, bare-sql.ts). Prints p50/p95 per variant
 * with the page's rows and the target: p95 <= 10 ms (SQLite) / 20 ms
 * (Postgres) for pages of up to 1,000 rows, growing linearly with the page
 * above that (spec §2 pages hold ceil(rows/10) rows: 100,000 unfiltered).
 * `--explain` prints each variant's plans. Options: --rows=N, --samples=N (10).
 */
import { componentRegistry } from '@huddle/components/definitions';
import { CompiledQuery } from 'kysely';
import { loadavg } from 'node:os';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDatabase } from '../src/seed/seed-database.ts';
import { listParticipants, type ParticipantListQuery } from '../src/services/participants/participant-service.ts';
import { openBareSql } from './bare-sql.ts';
import { benchBothDialects, statementsOf, type BenchDatabase, type QueryCapture } from './bench-databases.ts';
import { insertProgramYearParticipants } from './bench-program-year.ts';
import { explainPlans } from './explain-plans.ts';
import { measure, type Latency } from './latency.ts';

const option = (name: string, fallback: number): number => {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return given === undefined ? fallback : Number(given.slice(name.length + 3));
};
const ROWS = option('rows', 1_000_000);
const SAMPLES = option('samples', 10);
const WARMUP = 3;
const EXPLAIN = process.argv.includes('--explain');
/** p95 target of a page of up to 1,000 rows; larger pages get it times rows/1,000. */
const TARGET_P95_MS = { sqlite: 10, postgres: 20 } as const;
const NOW = new Date('2026-11-21T12:00:00.000Z');
const PROGRAM_ID = 36;
const EVENT_YEAR = 2025;

/** Name fragments of the search variants: a rare full name part and common short ones. */
const RARE_TERMS = ['smith', 'garcia', 'nguyen', 'walker', 'morris'];
const COMMON_TERMS = ['son', 'mar', 'ann', 'lee', 'ber'];

interface Variant {
  label: string;
  query: (iteration: number) => ParticipantListQuery;
}

const year = { eventYear: EVENT_YEAR };
const variants: Variant[] = [
  { label: 'newest first, page 1', query: () => ({ ...year }) },
  { label: 'applicationDate asc, page 10', query: () => ({ ...year, sort: 'applicationDate', page: 10 }) },
  { label: 'applicantName desc, page 10', query: () => ({ ...year, sort: 'applicantName', desc: true, page: 10 }) },
  { label: 'companyName asc, page 5', query: () => ({ ...year, sort: 'companyName', page: 5 }) },
  { label: 'state asc, page 1', query: () => ({ ...year, sort: 'state' }) },
  { label: 'name search (rare term)', query: (i) => ({ ...year, filterName: RARE_TERMS[i % RARE_TERMS.length] ?? 'smith' }) },
  {
    label: 'name search (common term), page 2',
    query: (i) => ({ ...year, filterName: COMMON_TERMS[i % COMMON_TERMS.length] ?? 'son', page: 2 }),
  },
  {
    label: 'date range (2 weeks), applicantName',
    query: () => ({ ...year, fromDate: '2025-06-01', toDate: '2025-06-14', sort: 'applicantName' }),
  },
  { label: 'country + state TX, page 3', query: () => ({ ...year, country: 'United States of America', state: 'TX', page: 3 }) },
  { label: 'country abroad (Canada), companyName', query: () => ({ ...year, country: 'Canada', sort: 'companyName' }) },
];

interface ResultLine {
  dialect: 'sqlite' | 'postgres';
  label: string;
  rows: number;
  latency: Latency;
  bare: Latency;
}

async function benchDialect(bench: BenchDatabase, capture: QueryCapture): Promise<ResultLine[]> {
  const { db, name } = bench;
  const started = performance.now();
  await migrateToLatest(db);
  await seedDatabase(db, { registry: componentRegistry, now: NOW, players: 50 });
  await insertProgramYearParticipants(db, { programId: PROGRAM_ID, eventYear: EVENT_YEAR, count: ROWS });
  await db.executeQuery(CompiledQuery.raw(name === 'postgres' ? 'vacuum analyze registrations' : 'analyze'));
  console.log(`[${name}] seeded ${ROWS} participants in one program-year in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const bare = openBareSql(bench);
  const lines: ResultLine[] = [];
  try {
    for (const variant of variants) {
      const sample = await listParticipants({ db }, PROGRAM_ID, variant.query(0));
      const latency = await measure((i) => listParticipants({ db }, PROGRAM_ID, variant.query(i)), SAMPLES, WARMUP);
      const replays: CompiledQuery[][] = [];
      for (let i = 0; i < WARMUP + SAMPLES; i++)
        replays.push(await statementsOf(capture, () => listParticipants({ db }, PROGRAM_ID, variant.query(i))));
      const reference = await measure((i) => bare.run(replays[i] ?? []), SAMPLES, WARMUP);
      lines.push({ dialect: name, label: variant.label, rows: sample.participants.length, latency, bare: reference });
      console.log(
        `[${name}] ${variant.label}: ${sample.participants.length} rows, p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms`,
      );
      if (EXPLAIN)
        await explainPlans(bench, capture, () => listParticipants({ db }, PROGRAM_ID, variant.query(0)), variant.label, 'registrations');
    }
  } finally {
    await bare.close();
  }
  return lines;
}

/** The p95 target of a page of `rows` rows: the base up to 1,000 rows, linear above. */
function targetOf(dialect: ResultLine['dialect'], rows: number): number {
  return TARGET_P95_MS[dialect] * Math.max(1, rows / 1000);
}

function printResults(lines: ResultLine[]): void {
  const [one, five, fifteen] = loadavg();
  console.log(`\nParticipants list, ${ROWS} participants in one program-year, ${SAMPLES} requests per variant (after ${WARMUP} warm-up)`);
  console.log(`load average ${one?.toFixed(2)} ${five?.toFixed(2)} ${fifteen?.toFixed(2)}`);
  console.log('bare = the same SQL statements run directly on the driver (no query building, no mapping)');
  console.log('dialect   variant                                  page rows   p50 ms   p95 ms  bare p50  bare p95   target  p95/target');
  for (const line of lines) {
    const target = targetOf(line.dialect, line.rows);
    console.log(
      `${line.dialect.padEnd(9)} ${line.label.padEnd(40)} ${String(line.rows).padStart(9)} ${line.latency.p50.toFixed(1).padStart(8)} ${line.latency.p95.toFixed(1).padStart(8)} ${line.bare.p50.toFixed(1).padStart(9)} ${line.bare.p95.toFixed(1).padStart(9)} ${`${Math.round(target)} ms`.padStart(8)} ${(line.latency.p95 / target).toFixed(2).padStart(11)}`,
    );
  }
}

async function main(): Promise<void> {
  const capture: QueryCapture = { enabled: false, queries: [] };
  printResults(await benchBothDialects(capture, benchDialect));
}

await main();
