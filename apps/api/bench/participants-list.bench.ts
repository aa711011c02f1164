/**
 * Participants list benchmark (`npm run bench`; not part of `npm test`).
 *
 * Seeds 100,000 synthetic participants into a fresh SQLite file and a fresh
 * Postgres schema (skipped with the reason when Postgres is unreachable),
 * then times filtered pages of GET /api/events/{eventId}/people through the
 * service (listParticipants) and once through app.request() for the HTTP
 * overhead, printing p50/p95 per query and dialect against the targets
 * (p95 <= 10 ms on SQLite, <= 15 ms on Postgres). `--explain` also prints
 * each query's plan. Options: --rows=N (default 100000), --samples=N (200).
 */
import { componentRegistry } from '@huddle/components/definitions';
import { CompiledQuery } from 'kysely';
import { createApp } from '../src/app.ts';
import { createSession, SESSION_COOKIE } from '../src/auth/session-store.ts';
import { loadConfig } from '../src/config.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDatabase } from '../src/seed/seed-database.ts';
import { listParticipants, type ParticipantListQuery } from '../src/services/participants/participant-service.ts';
import { benchBothDialects, type BenchDatabase, type QueryCapture } from './bench-databases.ts';
import { insertBenchParticipants, LARGE_PROGRAMS } from './bench-participants.ts';
import { measure, type Latency } from './latency.ts';

const option = (name: string, fallback: number): number => {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return given === undefined ? fallback : Number(given.slice(name.length + 3));
};
const ROWS = option('rows', 100_000);
const SAMPLES = option('samples', 200);
const EXPLAIN = process.argv.includes('--explain');
const TARGET_P95_MS = { sqlite: 10, postgres: 15 } as const;
const NOW = new Date('2026-11-21T12:00:00.000Z');

/** Name fragments the name-search scenario cycles through (common and rare, 2 to 5 letters). */
const NAME_TERMS = ['smith', 'son', 'mar', 'lee', 'ann', 'will', 'ez', 'garc', 'ro', 'kim'];

interface Scenario {
  label: string;
  programId: number;
  query: (iteration: number) => ParticipantListQuery;
}

const scenarios: Scenario[] = [
  {
    label: 'year + name search',
    programId: LARGE_PROGRAMS.careerTours,
    query: (i) => ({ eventYear: 2025, filterName: NAME_TERMS[i % NAME_TERMS.length] ?? 'smith' }),
  },
  { label: 'year only, newest first, page 1', programId: LARGE_PROGRAMS.careerTours, query: () => ({ eventYear: 2025 }) },
  {
    label: 'year + applicantName desc, page 10 (last)',
    programId: LARGE_PROGRAMS.careerTours,
    query: () => ({ eventYear: 2025, sort: 'applicantName', desc: true, page: 10 }),
  },
  {
    label: 'year + applicantName desc, page 50 (past end)',
    programId: LARGE_PROGRAMS.careerTours,
    query: () => ({ eventYear: 2025, sort: 'applicantName', desc: true, page: 50 }),
  },
  {
    label: 'legends date range (4 months)',
    programId: LARGE_PROGRAMS.legendsDirectory,
    query: () => ({ fromDate: '2025-06-01', toDate: '2025-09-30' }),
  },
  {
    label: 'legends country + state, companyName',
    programId: LARGE_PROGRAMS.legendsDirectory,
    query: () => ({ country: 'United States of America', state: 'TX', sort: 'companyName' }),
  },
  { label: 'resume year + team', programId: LARGE_PROGRAMS.resumeProgram, query: () => ({ eventYear: 2025, eventTeam: 'Chicago Bears' }) },
  {
    label: 'football ops year + areas',
    programId: LARGE_PROGRAMS.footballAreas,
    query: () => ({ eventYear: 2025, searchFootballAreas: 'DEI,Officiating' }),
  },
];

interface ResultLine {
  dialect: string;
  label: string;
  latency: Latency;
  rows: number;
}

async function benchDialect(bench: BenchDatabase, capture: QueryCapture): Promise<ResultLine[]> {
  const { db, name } = bench;
  const started = performance.now();
  await migrateToLatest(db);
  await seedDatabase(db, { registry: componentRegistry, now: NOW, players: 200 });
  await insertBenchParticipants(db, ROWS);
  if (name === 'postgres') await db.executeQuery(CompiledQuery.raw('vacuum analyze registrations'));
  console.log(`[${name}] seeded ${ROWS} participants in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const lines: ResultLine[] = [];
  for (const scenario of scenarios) {
    const sample = await listParticipants({ db }, scenario.programId, scenario.query(0));
    const latency = await measure((i) => listParticipants({ db }, scenario.programId, scenario.query(i)), SAMPLES);
    lines.push({ dialect: name, label: scenario.label, latency, rows: sample.participants.length });
    if (EXPLAIN) await explain(bench, capture, () => listParticipants({ db }, scenario.programId, scenario.query(0)), scenario.label);
  }

  const app = createApp({ db, config: loadConfig({}), registry: componentRegistry, now: () => NOW });
  const admin = await db.selectFrom('users').select('id').where('email', '=', 'admin@huddle.test').executeTakeFirstOrThrow();
  const cookie = `${SESSION_COOKIE}=${(await createSession(db, admin.id, NOW, 12)).token}`;
  const httpRequest = async (i: number): Promise<{ participants: unknown[] }> => {
    const term = NAME_TERMS[i % NAME_TERMS.length] ?? 'smith';
    const response = await app.request(`/api/events/${LARGE_PROGRAMS.careerTours}/people?eventYear=2025&filterName=${term}`, {
      headers: { cookie },
    });
    if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
    return (await response.json()) as { participants: unknown[] };
  };
  const rows = (await httpRequest(0)).participants.length;
  lines.push({ dialect: name, label: 'HTTP app.request(): year + name search', latency: await measure(httpRequest, SAMPLES), rows });
  return lines;
}

/** Runs one request with query capture on and prints the plan of each statement it sent. */
async function explain(bench: BenchDatabase, capture: QueryCapture, run: () => Promise<unknown>, label: string): Promise<void> {
  capture.enabled = true;
  await run();
  capture.enabled = false;
  const statements = capture.queries.splice(0);
  console.log(`\n[${bench.name}] plans for "${label}"`);
  for (const statement of statements) {
    if (!/^select/i.test(statement.sql) || !statement.sql.includes('"registrations"')) continue;
    const prefix = bench.name === 'sqlite' ? 'explain query plan ' : 'explain (analyze, costs off, timing off, summary off) ';
    const plan = await bench.db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + statement.sql, [...statement.parameters]));
    console.log(`  ${statement.sql.replace(/\s+/g, ' ').slice(0, 160)}`);
    for (const row of plan.rows) console.log(`    ${bench.name === 'sqlite' ? String(row.detail) : String(row['QUERY PLAN'])}`);
  }
}

function printResults(lines: ResultLine[]): void {
  console.log(`\nParticipants list, ${ROWS} participants, ${SAMPLES} requests per query (after 20 warm-up)`);
  console.log('dialect   query                                           rows   p50 ms   p95 ms   target   p95/target');
  for (const line of lines) {
    const target = TARGET_P95_MS[line.dialect as keyof typeof TARGET_P95_MS];
    console.log(
      `${line.dialect.padEnd(9)} ${line.label.padEnd(47)} ${String(line.rows).padStart(5)} ${line.latency.p50.toFixed(2).padStart(8)} ${line.latency.p95.toFixed(2).padStart(8)} ${`${target} ms`.padStart(8)} ${(line.latency.p95 / target).toFixed(2).padStart(12)}`,
    );
  }
}

async function main(): Promise<void> {
  const capture: QueryCapture = { enabled: false, queries: [] };
  printResults(await benchBothDialects(capture, benchDialect));
}

await main();
