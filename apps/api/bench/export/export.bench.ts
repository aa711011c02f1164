import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerBundle, SERVER_DIST_DIR } from '../../build/server-bundle.ts';
import { openPostgresBench, openSqliteBench, type BenchDatabase, type QueryCapture } from '../bench-databases.ts';
import { consecutiveExportsMemory } from './consecutive-exports-memory.ts';
import { startExportServer, type ExportServer } from './export-server.ts';
import { prepareExportDatabase } from './prepare-export-database.ts';
import { runReferenceExport } from './reference-export.ts';
import { EXPORT_SCOPE, seedExportRows } from './seed-export-rows.ts';
import { timedDownload, type DownloadRun } from './timed-download.ts';

/**
 * npm run bench:export: the participants CSV export end to end through
 * GET /api/events/{eventId}/years/{year}/export (a signed-in admin, the API
 * as production runs it: the built server as a child process, export-server.ts) against a bare reference in the same run
 * (reference-export.ts), at 100,000 and 1,000,000 registrations of one
 * program-year on SQLite and 100,000 on Postgres; the server's RSS during
 * exports and after 10 consecutive ones. Medians of RUNS. The last line:
 * `bench:export csv100k_ratio=<x> csv1m_over_100k=<y> extra_rss_mb=<n> pg_csv100k_ratio=<z>`.
 * Targets (README "Benchmarks"): ratios <= 1.3, 1M/100k <= 11, extra RSS <= 64 MB at both sizes.
 */
const RUNS = 3;
const SMALL = Number(process.env.BENCH_EXPORT_SMALL ?? 100_000);
const LARGE = Number(process.env.BENCH_EXPORT_LARGE ?? 1_000_000);
const CONSECUTIVE = 10;
const EXPORT_PATH = `/api/events/${EXPORT_SCOPE.programId}/years/${EXPORT_SCOPE.eventYear}/export`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const fixed = (value: number, digits = 2) => value.toFixed(digits);
const log = (line: string) => console.log(line);

/** The server as production runs it, built once per run (apps/api/dist). */
const serverBundle = buildServerBundle(SERVER_DIST_DIR);

/** RUNS exports through the route and RUNS reference exports, alternating; the ratio of the medians. */
async function compare(bench: BenchDatabase, server: ExportServer, cookie: string): Promise<{ ratio: number; http: DownloadRun[] }> {
  await timedDownload(server, EXPORT_PATH, cookie); // warm-up
  await runReferenceExport(bench);
  const http: DownloadRun[] = [];
  const reference: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    http.push(await timedDownload(server, EXPORT_PATH, cookie));
    const bare = await runReferenceExport(bench);
    reference.push(bare.ms);
    const last = http.at(-1);
    if (last !== undefined && Math.abs(last.bytes - bare.bytes) > 0) log(`  note: route sent ${last.bytes} bytes, reference ${bare.bytes}`);
  }
  const ratio = median(http.map((run) => run.ms)) / median(reference);
  log(
    `[${bench.name}] export ${fixed(median(http.map((run) => run.ms)), 0)} ms (first byte ${fixed(median(http.map((run) => run.firstByteMs)), 0)} ms, ` +
      `${fixed((http[0]?.bytes ?? 0) / 1e6, 1)} MB) vs reference ${fixed(median(reference), 0)} ms: ratio ${fixed(ratio)}`,
  );
  return { ratio, http };
}

async function withServer<T>(bench: BenchDatabase, cookie: string, run: (server: ExportServer, cookie: string) => Promise<T>): Promise<T> {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'huddle-bench-export-'));
  const location = bench.location;
  const env: Record<string, string> =
    'sqlitePath' in location
      ? { SQLITE_PATH: location.sqlitePath }
      : { DATABASE_URL: `${location.url}?options=${encodeURIComponent(`-c search_path=${location.schema}`)}` };
  const server = await startExportServer((await serverBundle).entry, 40_000 + Math.floor(Math.random() * 9_000), {
    ...env,
    UPLOADS_DIR: uploadsDir,
  });
  try {
    const result = await run(server, cookie);
    if (process.env.BENCH_EXPORT_VERBOSE) console.log(server.output());
    return result;
  } catch (error) {
    console.error(`Server output:\n${server.output().slice(-4000)}`);
    throw error;
  } finally {
    await server.stop();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

async function benchSqlite(capture: QueryCapture): Promise<{ ratio: number; largeOverSmall: number; extraRssMb: number }> {
  const bench = openSqliteBench(capture);
  try {
    const cookie = await prepareExportDatabase(bench, SMALL);
    return await withServer(bench, cookie, async (server) => {
      const idleTree = server.rssMb();
      const idle = await server.rssAfterGcMb();
      log(`[sqlite] ${SMALL} rows; server process tree idle RSS ${fixed(idleTree, 0)} MB, after GC ${fixed(idle, 0)} MB`);
      const small = await compare(bench, server, cookie);
      const extraSmall = Math.max(...small.http.map((run) => run.peakRssMb)) - idle;

      const memory = await consecutiveExportsMemory(server, EXPORT_PATH, cookie, CONSECUTIVE);
      log(
        `[sqlite] ${CONSECUTIVE} consecutive exports: RSS after GC ${fixed(memory.beforeMb, 0)} -> ${fixed(memory.afterMb, 0)} MB (${fixed(memory.changePct, 1)} %, target <= 10 %)`,
      );

      await seedExportRows(bench.db, LARGE);
      const baseline = await server.rssAfterGcMb();
      const large = await timedDownload(server, EXPORT_PATH, cookie);
      const extraLarge = large.peakRssMb - baseline;
      const largeOverSmall = large.ms / median(small.http.map((run) => run.ms));
      log(
        `[sqlite] ${LARGE} rows: export ${fixed(large.ms, 0)} ms, first byte ${fixed(large.firstByteMs, 0)} ms, ${fixed(large.bytes / 1e6, 0)} MB; ` +
          `${fixed(largeOverSmall)}x the ${SMALL}-row time`,
      );
      log(`[sqlite] extra RSS during an export: ${fixed(extraSmall, 1)} MB at ${SMALL} rows, ${fixed(extraLarge, 1)} MB at ${LARGE} rows`);
      return { ratio: small.ratio, largeOverSmall, extraRssMb: Math.max(extraSmall, extraLarge) };
    });
  } finally {
    await bench.dispose();
  }
}

async function benchPostgres(capture: QueryCapture): Promise<number> {
  const bench = await openPostgresBench(capture);
  if ('skipReason' in bench) {
    log(`[postgres] skipped: ${bench.skipReason}`);
    return Number.NaN;
  }
  try {
    const cookie = await prepareExportDatabase(bench, SMALL);
    return await withServer(bench, cookie, async (server) => (await compare(bench, server, cookie)).ratio);
  } finally {
    await bench.dispose();
  }
}

const capture: QueryCapture = { enabled: false, queries: [] };
const sqliteResult = await benchSqlite(capture);
const pgRatio = process.env.BENCH_EXPORT_SQLITE_ONLY ? Number.NaN : await benchPostgres(capture);
log(
  `load average ${loadavg()
    .map((value) => fixed(value))
    .join(' ')}`,
);
log(
  `bench:export csv100k_ratio=${fixed(sqliteResult.ratio)} csv1m_over_100k=${fixed(sqliteResult.largeOverSmall)} ` +
    `extra_rss_mb=${fixed(sqliteResult.extraRssMb, 0)} pg_csv100k_ratio=${fixed(pgRatio)}`,
);
