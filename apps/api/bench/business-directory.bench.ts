/**
 * Business directory benchmark (part of `npm run bench`; not of `npm test`).
 *
 * Seeds 10,000 approved Legends businesses (plus 2,000 not listed:
 * submitted, rejected, Out of Business) into a fresh SQLite file and a fresh
 * Postgres schema (skipped with the reason when Postgres is unreachable),
 * then times each kind of directory search through the service
 * (searchBusinessDirectory: the count and one page) and, as the bare
 * reference, the same SQL statements replayed directly on the driver
 * (bare-sql.ts); then the whole HTML page through app.request(). Prints
 * p50/p95 per query kind and dialect, and a last line with the worst p95
 * against the target (issue 12: p95 <= 20 ms).
 * Options: --businesses=N (default 10000), --samples=N (200), --explain
 * (prints each statement's plan: EXPLAIN QUERY PLAN / EXPLAIN ANALYZE).
 */
import { loadavg } from 'node:os';
import { componentRegistry } from '@huddle/components/definitions';
import { CompiledQuery } from 'kysely';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDatabase } from '../src/seed/seed-database.ts';
import { searchBusinessDirectory, type DirectoryQuery } from '../src/services/legends/business-directory-query.ts';
import { openBareSql } from './bare-sql.ts';
import { benchBothDialects, statementsOf, type BenchDatabase, type QueryCapture } from './bench-databases.ts';
import { insertBenchBusinesses } from './bench-businesses.ts';
import { explainPlans } from './explain-plans.ts';
import { measure, type Latency } from './latency.ts';

const option = (name: string, fallback: number): number => {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return given === undefined ? fallback : Number(given.slice(name.length + 3));
};
const BUSINESSES = option('businesses', 10_000);
const SAMPLES = option('samples', 200);
const WARMUP = 20;
const EXPLAIN = process.argv.includes('--explain');
const TARGET_P95_MS = 20;
const NOW = new Date('2026-11-21T12:00:00.000Z');

/** Search words the text scenarios cycle through: common and rare, whole words and prefixes. */
const WORDS = ['group', 'llc', 'inc', 'sol', 'tech', 'smith', 'partners', 'inno', 'john', 'market'];
/** Two-letter prefixes, most of them starting a word of nearly every business ('an' of 'and'). */
const SHORT_PREFIXES = ['an', 'co', 'in', 're', 'se', 'pa', 'ma', 'de'];
const pick = (list: readonly string[], i: number): string => list[i % list.length] ?? '';

const scenarios: { label: string; query: (i: number) => DirectoryQuery }[] = [
  { label: 'home page (no search), page 1', query: () => ({}) },
  { label: 'home page, page 200', query: () => ({ page: 200 }) },
  { label: 'one word (prefix)', query: (i) => ({ q: pick(WORDS, i) }) },
  { label: 'two words', query: (i) => ({ q: `${pick(WORDS, i)} ${pick(WORDS, i + 3)}` }) },
  { label: 'two letters (broad prefix)', query: (i) => ({ q: pick(SHORT_PREFIXES, i) }) },
  { label: 'two letters, page 100', query: (i) => ({ q: pick(SHORT_PREFIXES, i), page: 100 }) },
  { label: 'one letter (whole word)', query: (i) => ({ q: 'abcdefghijklmnopqrstuvw'.charAt(i % 23) }) },
  { label: 'industry filter', query: () => ({ industry: 'Construction' }) },
  { label: 'industry + state', query: () => ({ industry: 'Construction', state: 'TX' }) },
  { label: 'word + state', query: (i) => ({ q: pick(WORDS, i), state: 'TX' }) },
  { label: 'certification + service area + state', query: () => ({ certification: 'MBE', serviceArea: 'National', state: 'CA' }) },
  {
    label: 'broad prefix + three filters',
    query: (i) => ({ q: pick(SHORT_PREFIXES, i), certification: 'MBE', serviceArea: 'National', state: 'CA' }),
  },
];

interface ResultLine {
  dialect: string;
  label: string;
  latency: Latency;
  /** The same statements on the bare driver; absent for the HTTP page. */
  bare?: Latency;
  rows: number;
}

async function benchDialect(bench: BenchDatabase, capture: QueryCapture): Promise<ResultLine[]> {
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
  const bare = openBareSql(bench);
  const lines: ResultLine[] = [];
  try {
    for (const scenario of scenarios) {
      const sample = await searchBusinessDirectory(db, scenario.query(0));
      const latency = await measure((i) => searchBusinessDirectory(db, scenario.query(i)), SAMPLES, WARMUP);
      const replays: CompiledQuery[][] = [];
      for (let i = 0; i < WARMUP + SAMPLES; i++)
        replays.push(await statementsOf(capture, () => searchBusinessDirectory(db, scenario.query(i))));
      const reference = await measure((i) => bare.run(replays[i] ?? []), SAMPLES, WARMUP);
      lines.push({ dialect: name, label: scenario.label, latency, bare: reference, rows: sample.total });
      if (EXPLAIN)
        await explainPlans(bench, capture, () => searchBusinessDirectory(db, scenario.query(0)), scenario.label, 'legend_applications');
    }
  } finally {
    await bare.close();
  }
  const app = createApp({ db, config: loadConfig({}), registry: componentRegistry, now: () => NOW });
  const httpRequest = async (i: number): Promise<number> => {
    const response = await app.request(`/business-directory?q=${pick(WORDS, i)}&state=TX`);
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    return (await response.text()).length;
  };
  await httpRequest(0);
  lines.push({ dialect: name, label: 'HTTP page: word + state', latency: await measure(httpRequest, SAMPLES, WARMUP), rows: -1 });
  return lines;
}

const ms = (value: number | undefined): string => (value === undefined ? '' : value.toFixed(2)).padStart(8);

function printResults(lines: ResultLine[]): void {
  console.log(`\nBusiness directory, ${BUSINESSES} listed businesses, ${SAMPLES} requests per query kind (after ${WARMUP} warm-up)`);
  console.log('bare = the same SQL statements run directly on the driver (no query building, no mapping)');
  console.log(`dialect   ${'query kind'.padEnd(40)} matches   p50 ms   p95 ms  bare p50 bare p95   target   p95/target`);
  for (const line of lines) {
    console.log(
      `${line.dialect.padEnd(9)} ${line.label.padEnd(40)} ${(line.rows < 0 ? '' : String(line.rows)).padStart(7)} ${ms(line.latency.p50)} ${ms(line.latency.p95)} ${ms(line.bare?.p50)} ${ms(line.bare?.p95)} ${`${TARGET_P95_MS} ms`.padStart(8)} ${(line.latency.p95 / TARGET_P95_MS).toFixed(2).padStart(12)}`,
    );
  }
  const worst = new Map<string, ResultLine>();
  for (const line of lines) if (line.latency.p95 > (worst.get(line.dialect)?.latency.p95 ?? -1)) worst.set(line.dialect, line);
  const summary = [...worst.values()].map((line) => `${line.dialect} ${line.latency.p95.toFixed(2)} ms ("${line.label}")`).join(', ');
  const met = [...worst.values()].every((line) => line.latency.p95 <= TARGET_P95_MS);
  console.log(`\nDirectory search worst p95: ${summary}; target p95 <= ${TARGET_P95_MS} ms: ${met ? 'MET' : 'MISSED'}`);
}

async function main(): Promise<void> {
  console.log(
    `load average at start: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} (1, 5, 15 min)`,
  );
  const capture: QueryCapture = { enabled: false, queries: [] };
  printResults(await benchBothDialects(capture, benchDialect));
}

await main();
