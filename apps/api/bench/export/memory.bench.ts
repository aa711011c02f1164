import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerBundle, SERVER_DIST_DIR } from '../../build/server-bundle.ts';
import { openSqliteBench, type QueryCapture } from '../bench-databases.ts';
import { consecutiveExportsMemory } from './consecutive-exports-memory.ts';
import { startExportServer } from './export-server.ts';
import { prepareExportDatabase } from './prepare-export-database.ts';
import { EXPORT_SCOPE } from './seed-export-rows.ts';

/**
 * npm run bench:memory (a benchmark, not a test; issue 17 point 4): the
 * serving process as production runs it (the server built into
 * apps/api/dist, `node --max-semi-space-size=8 --expose-gc dist/server.mjs`, see
 * export-server.ts) on a seeded SQLite database with BENCH_MEMORY_ROWS
 * (default 100,000) registrations in one program-year. Prints the idle RSS
 * of the server's whole process tree IDLE_MS after it is ready (and after a
 * full GC), then the RSS after GC before, after the first and after the last
 * of 10 consecutive CSV exports of that program-year. The last line:
 * `bench:memory idle_rss_mb=<n> exports10_rss_change_pct=<x> exports10_after_first_pct=<y>`
 * (the change from idle, and from after the first export, when the code and
 * heap pages an export needs are in). Targets (README "Participants
 * export"): idle <= 150 MB, change <= 10 %.
 */
const ROWS = Number(process.env.BENCH_MEMORY_ROWS ?? 100_000);
const CONSECUTIVE = 10;
const IDLE_MS = 5_000;
const IDLE_TARGET_MB = 150;
const CHANGE_TARGET_PCT = 10;
const EXPORT_PATH = `/api/events/${EXPORT_SCOPE.programId}/years/${EXPORT_SCOPE.eventYear}/export`;

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const log = (line: string) => console.log(line);

const capture: QueryCapture = { enabled: false, queries: [] };
const bench = openSqliteBench(capture);
const uploadsDir = mkdtempSync(join(tmpdir(), 'huddle-bench-memory-'));
try {
  const [cookie, bundle] = await Promise.all([prepareExportDatabase(bench, ROWS), buildServerBundle(SERVER_DIST_DIR)]);
  if (!('sqlitePath' in bench.location)) throw new Error('bench:memory runs on SQLite');
  const server = await startExportServer(bundle.entry, 40_000 + Math.floor(Math.random() * 9_000), {
    SQLITE_PATH: bench.location.sqlitePath,
    UPLOADS_DIR: uploadsDir,
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idle = server.rssMb();
    const idleAfterGc = await server.rssAfterGcMb();
    log(
      `[sqlite] seeded server (${ROWS} rows in one program-year), process tree ${server.pid}: idle RSS ${fixed(idle)} MB, after GC ${fixed(idleAfterGc)} MB`,
    );
    const memory = await consecutiveExportsMemory(server, EXPORT_PATH, cookie, CONSECUTIVE);
    log(
      `[sqlite] ${CONSECUTIVE} consecutive exports: RSS after GC ${fixed(memory.beforeMb)} -> ${fixed(memory.afterFirstMb)} (after the first) -> ${fixed(memory.afterMb)} MB; ` +
        `${fixed(memory.changePct)} % (${fixed(memory.changeAfterFirstPct)} % after the first)`,
    );
    log(
      `idle RSS ${fixed(idle / IDLE_TARGET_MB, 2)}x the ${IDLE_TARGET_MB} MB target; RSS change ${fixed(memory.changePct)} % against ${CHANGE_TARGET_PCT} % ` +
        `(${fixed(memory.changePct / CHANGE_TARGET_PCT, 2)}x); load average ${loadavg()
          .map((value) => fixed(value, 2))
          .join(' ')}`,
    );
    if (process.env.BENCH_EXPORT_VERBOSE) log(server.output());
    log(
      `bench:memory idle_rss_mb=${fixed(idle, 0)} exports10_rss_change_pct=${fixed(memory.changePct)} ` +
        `exports10_after_first_pct=${fixed(memory.changeAfterFirstPct)}`,
    );
  } catch (error) {
    console.error(`Server output:\n${server.output().slice(-4000)}`);
    throw error;
  } finally {
    await server.stop();
  }
} finally {
  await bench.dispose();
  rmSync(uploadsDir, { recursive: true, force: true });
}
