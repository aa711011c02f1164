/**
 * Business directory benchmark (part of `npm run bench`; not of `npm test`).
 *
 * Seeds 10,000 approved Legends businesses (plus 2,000 not listed:
 * submitted, rejected, Out of Business) into a fresh SQLite file and a fresh
 * Postgres schema (skipped with the reason when Postgres is unreachable),
 * then times directory searches through the service (searchBusinessDirectory:
 * the count and one page) and once through app.request() (the whole HTML
 * page), printing p50/p95 per query and dialect against the target p95 <= 20 ms.
 * Options: --businesses=N (default 10000), --samples=N (200).
 */
import { componentRegistry } from '@huddle/components/definitions';
import { CompiledQuery } from 'kysely';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDatabase } from '../src/seed/seed-database.ts';
import { searchBusinessDirectory, type DirectoryQuery } from '../src/services/legends/business-directory-query.ts';
import { openPostgresBench, openSqliteBench, type BenchDatabase, type QueryCapture } from './bench-databases.ts';
import { insertBenchBusinesses } from './bench-businesses.ts';
import { measure, type Latency } from './latency.ts';

const option = (name: string, fallback: number): number => {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return given === undefined ? fallback : Number(given.slice(name.length + 3));
};
const BUSINESSES = option('businesses', 10_000);
const SAMPLES = option('samples', 200);
const TARGET_P95_MS = 20;
const NOW = new Date('2026-11-21T12:00:00.000Z');

/** Search words the text scenarios cycle through: common and rare, whole words and prefixes. */
const WORDS = ['group', 'llc', 'inc', 'sol', 'tech', 'smith', 'partners', 'inno', 'john', 'market'];

const scenarios: { label: string; query: (i: number) => DirectoryQuery }[] = [
  { label: 'home page (no search), page 1', query: () => ({}) },
  { label: 'home page, page 200', query: () => ({ page: 200 }) },
  { label: 'one word (prefix)', query: (i) => ({ q: WORDS[i % WORDS.length] }) },
  { label: 'two words', query: (i) => ({ q: `${WORDS[i % WORDS.length]} ${WORDS[(i + 3) % WORDS.length]}` }) },
  { label: 'industry filter', query: () => ({ industry: 'Construction' }) },
  { label: 'word + state', query: (i) => ({ q: WORDS[i % WORDS.length], state: 'TX' }) },
  { label: 'certification + service area + state', query: () => ({ certification: 'MBE', serviceArea: 'National', state: 'CA' }) },
];

interface ResultLine {
  dialect: string;
  label: string;
  latency: Latency;
  rows: number;
}

async function benchDialect(bench: BenchDatabase): Promise<ResultLine[]> {
  const { db, name } = bench;
  const started = performance.now();
  await migrateToLatest(db);
  await seedDatabase(db, { registry: componentRegistry, now: NOW, players: 200 });
  await insertBenchBusinesses(db, BUSINESSES, Math.round(BUSINESSES / 5));
  if (name === 'postgres') {
    for (const table of ['registrations', 'legend_applications', 'legend_application_facets']) {
      await db.executeQuery(CompiledQuery.raw(`vacuum analyze ${table}`));
    }
  } else {
    await db.executeQuery(CompiledQuery.raw('analyze'));
  }
  console.log(`[${name}] seeded ${BUSINESSES} listed businesses in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const lines: ResultLine[] = [];
  for (const scenario of scenarios) {
    const sample = await searchBusinessDirectory(db, scenario.query(0));
    const latency = await measure((i) => searchBusinessDirectory(db, scenario.query(i)), SAMPLES);
    lines.push({ dialect: name, label: scenario.label, latency, rows: sample.total });
  }
  const app = createApp({ db, config: loadConfig({}), registry: componentRegistry, now: () => NOW });
  const httpRequest = async (i: number): Promise<number> => {
    const response = await app.request(`/business-directory?q=${WORDS[i % WORDS.length]}&state=TX`);
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    return (await response.text()).length;
  };
  await httpRequest(0);
  lines.push({ dialect: name, label: 'HTTP page: word + state', latency: await measure(httpRequest, SAMPLES), rows: -1 });
  return lines;
}

function printResults(lines: ResultLine[]): void {
  console.log(`\nBusiness directory, ${BUSINESSES} listed businesses, ${SAMPLES} requests per query (after 20 warm-up)`);
  console.log('dialect   query                                    matches   p50 ms   p95 ms   target   p95/target');
  for (const line of lines) {
    console.log(
      `${line.dialect.padEnd(9)} ${line.label.padEnd(40)} ${(line.rows < 0 ? '' : String(line.rows)).padStart(7)} ${line.latency.p50.toFixed(2).padStart(8)} ${line.latency.p95.toFixed(2).padStart(8)} ${`${TARGET_P95_MS} ms`.padStart(8)} ${(line.latency.p95 / TARGET_P95_MS).toFixed(2).padStart(12)}`,
    );
  }
}

async function main(): Promise<void> {
  const lines: ResultLine[] = [];
  const capture: QueryCapture = { enabled: false, queries: [] };
  const sqlite = openSqliteBench(capture);
  try {
    lines.push(...(await benchDialect(sqlite)));
  } finally {
    await sqlite.dispose();
  }
  const postgres = await openPostgresBench(capture);
  if ('skipReason' in postgres) {
    console.log(`[postgres] skipped: ${postgres.skipReason}`);
  } else {
    try {
      lines.push(...(await benchDialect(postgres)));
    } finally {
      await postgres.dispose();
    }
  }
  printResults(lines);
}

await main();
