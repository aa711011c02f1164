/**
 * Submit benchmark (`npm run bench:submit`; not part of `npm test`).
 *
 * Per dialect (SQLite file, then a fresh Postgres schema when reachable):
 * starts Huddle from the production bundle (buildServerBundle into
 * apps/api/dist, run as `node --max-semi-space-size=8 --expose-gc dist/server.mjs` like
 * production; its own process, fresh database, migrated and seeded, rate
 * limit raised) and the bare reference server of
 * reference-server.ts (node:http + ajv of the same compiled form + one insert
 * into a one-table database of the same dialect and settings), picks the
 * seeded program whose form has the most fields (among forms without file
 * uploads, which need a fresh upload per submission) and drives both with
 * autocannon: a 3 s warm-up each, then `rounds` rounds alternating Huddle and
 * reference (`connections` connections, `seconds` s each) posting one valid
 * answers body. Checks that each server stored exactly as many rows as it
 * answered 201. Prints every round with the CPU its server process (and on
 * Postgres the database server) spent per request (measureCpu, Linux
 * /proc), then the median rate ratio and the
 * median p99 of Huddle per dialect; the last line is
 * `bench:submit sqlite_ratio=<x> sqlite_p99_ms=<n> postgres_ratio=<y> postgres_p99_ms=<m>`.
 * Targets: ratio >= 0.6 and p99 <= 25 ms (SQLite), <= 50 ms (Postgres).
 * After the rounds, one more round drives Huddle alone with applicants
 * arriving at an even pace (`--arrivals=200` per second for `seconds`, open
 * loop: pacedRound) rather than 50 clients each resubmitting at once, and
 * prints its latencies: what an applicant waits at that pace. On SQLite it
 * then stops both servers and prints the write floor (printWriteFloor): what
 * the rows a submission stores cost alone, and the ratio that leaves Huddle
 * at most.
 *
 * Options: --seconds=10 --rounds=3 --connections=50 --arrivals=200 --port=3201 (Huddle; the
 * reference takes the next port) --dialects=sqlite,postgres, --profile=DIR
 * (Huddle runs under node --cpu-prof, profiles written to DIR on exit).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createValidator, type CompiledForm } from '@huddle/form-engine';
import { buildServerBundle, SERVER_DIST_DIR, SERVER_NODE_FLAGS } from '../../build/server-bundle.ts';
import { uploadSlotsOfForm } from '../../src/services/uploads/upload-slots-of-form.ts';
import { sampleAnswers } from '../../src/test-support/sample-answers.ts';
import { openBenchTarget, type BenchTarget } from './bench-target.ts';
import { startBenchProcess, type BenchProcess } from './bench-process.ts';
import { loadRound, type LoadRound } from './submit-load.ts';
import { pacedRound } from './paced-load.ts';
import { measureCpu, type CpuSample } from './process-cpu.ts';
import { sqliteWriteFloor } from './write-floor.ts';

const option = (name: string, fallback: string): string =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const SECONDS = Number(option('seconds', '10'));
const ROUNDS = Number(option('rounds', '3'));
const CONNECTIONS = Number(option('connections', '50'));
const PORT = Number(option('port', '3201'));
const DIALECTS = option('dialects', 'sqlite,postgres').split(',');
const PROFILE_DIR = option('profile', '');
const ARRIVALS = Number(option('arrivals', '200'));
/** Built once before the first dialect: production runs this bundle, not the source. */
const serverBundle = await buildServerBundle(SERVER_DIST_DIR);
const TARGETS = { sqlite: { ratio: 0.6, p99: 25 }, postgres: { ratio: 0.6, p99: 50 } } as const;

interface DialectResult {
  ratio: number;
  p99: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

const formatRound = (label: string, round: LoadRound): string =>
  `  ${label.padEnd(16)} ${round.rate.toFixed(0).padStart(6)} req/s  p50 ${String(round.p50).padStart(4)} ms  p99 ${String(round.p99).padStart(4)} ms  ${JSON.stringify(round.statuses)}`;

/** CPU ms of a round per request it answered 201. */
const perCreated = (ms: number, round: LoadRound): number => ms / Math.max(1, round.created);

/**
 * '  cpu/request: server 0.61 ms, postgres 1.20 ms': the CPU the round's
 * server process (and, on Postgres, the database server) spent per request
 * answered 201; '' where /proc is not readable.
 */
function cpuPerRequest(dialect: 'sqlite' | 'postgres', round: LoadRound, cpu: CpuSample): string {
  const perRequest = (ms: number | null): string => (ms === null ? 'n/a' : `${perCreated(ms, round).toFixed(2)} ms`);
  if (cpu.server === null) return '';
  return `  cpu/request: server ${perRequest(cpu.server)}${dialect === 'postgres' ? `, postgres ${perRequest(cpu.postgres)}` : ''}`;
}

async function startHuddle(target: BenchTarget, dataDir: string, serverEntry: string): Promise<BenchProcess> {
  const baseUrl = `http://127.0.0.1:${PORT}`;
  return startBenchProcess({
    script: serverEntry,
    tsx: false,
    nodeFlags: [...SERVER_NODE_FLAGS, ...(PROFILE_DIR === '' ? [] : ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`])],
    env: {
      ...target.huddleEnv,
      PORT: String(PORT),
      PUBLIC_URL: baseUrl,
      UPLOADS_DIR: join(dataDir, 'uploads'),
      SUBMIT_RATE_LIMIT: '1000000000',
      TRUST_PROXY: '1',
    },
    probe: async () => (await fetch(`${baseUrl}/api/openapi.json`)).ok,
  });
}

async function startReference(target: BenchTarget, schemaFile: string): Promise<BenchProcess> {
  let ready = false;
  const reference = await startBenchProcess({
    script: 'apps/api/bench/submit/reference-server.ts',
    env: { ...target.referenceEnv, REF_PORT: String(PORT + 1), REF_SCHEMA_FILE: schemaFile },
    probe: async () => {
      ready ||= (await fetch(`http://127.0.0.1:${PORT + 1}/`, { method: 'POST', body: '{' })).status === 400;
      return ready;
    },
  });
  return reference;
}

/** The program with the most answer fields among forms without FileUpload slots, with a valid answers body. */
async function largestProgram(target: BenchTarget): Promise<{ eventId: number; name: string; compiled: CompiledForm; body: string }> {
  let best: { eventId: number; name: string; compiled: CompiledForm; formVersionId: number } | null = null;
  for (const eventId of await target.programIds()) {
    const response = await fetch(`http://127.0.0.1:${PORT}/api/events/${eventId}`);
    if (!response.ok) continue;
    const program = (await response.json()) as { eventName: string; formVersion: { id: number; compiled: CompiledForm } };
    const { compiled } = program.formVersion;
    if (uploadSlotsOfForm(compiled).length > 0) continue;
    if (best === null || Object.keys(compiled.fieldIndex).length > Object.keys(best.compiled.fieldIndex).length) {
      best = { eventId, name: program.eventName, compiled, formVersionId: program.formVersion.id };
    }
  }
  if (best === null) throw new Error('No seeded program without file uploads answered');
  const answers = sampleAnswers(best.compiled);
  const check = createValidator(best.compiled).validate(answers);
  if (!check.valid) throw new Error(`The sample answers of ${best.name} are not valid: ${JSON.stringify(check.errors)}`);
  return {
    eventId: best.eventId,
    name: best.name,
    compiled: best.compiled,
    body: JSON.stringify({ formVersionId: best.formVersionId, answers }),
  };
}

/** Huddle alone with applicants arriving at ARRIVALS per second (pacedRound): prints the round and checks that it stored exactly its 201s. */
async function arrivalsRound(
  dialect: 'sqlite' | 'postgres',
  huddle: BenchProcess,
  target: BenchTarget,
  eventId: number,
  url: string,
  body: string,
): Promise<void> {
  const before = await target.countRegistrations(eventId);
  const { result: paced, cpu } = await measureCpu(huddle.pid, () => pacedRound(url, body, { rate: ARRIVALS, seconds: SECONDS }));
  console.log(
    formatRound(`huddle at ${ARRIVALS}/s`, paced) + cpuPerRequest(dialect, paced, cpu) + `  bench stall ${paced.clientStallMs} ms`,
  );
  const stored = (await target.countRegistrations(eventId)) - before;
  const consistent = stored === paced.created;
  console.log(`  stored == 201s: ${stored} == ${paced.created}: ${consistent ? 'ok' : 'MISMATCH'}`);
  if (!consistent) process.exitCode = 1;
}

/**
 * '  sqlite write floor: ...': what Huddle's stored rows alone cost per
 * submission (sqliteWriteFloor, 50 to a transaction) against the reference's
 * whole request (`referenceMicros`, CPU per 201 in its rounds), and the
 * rate ratio Huddle could reach if it did nothing else the reference does not.
 */
function printWriteFloor(files: { huddle: string; reference: string }, programId: number, referenceMicros: number): void {
  const floor = sqliteWriteFloor(files, programId, { submissions: 5000, perTransaction: CONNECTIONS });
  const ceiling = referenceMicros / (referenceMicros - floor.referenceMicros + floor.huddleMicros);
  console.log(
    `  sqlite write floor: a submission's rows ${floor.huddleMicros.toFixed(0)} µs CPU (${CONNECTIONS} to a transaction), the bare row ${floor.referenceMicros.toFixed(0)} µs, the bare request ${referenceMicros.toFixed(0)} µs: ratio ceiling ${ceiling.toFixed(2)}`,
  );
}

async function benchDialect(name: 'sqlite' | 'postgres'): Promise<DialectResult | null> {
  const dataDir = mkdtempSync(join(tmpdir(), 'huddle-bench-submit-'));
  const target = await openBenchTarget(name, dataDir);
  if ('skipReason' in target) {
    console.log(`${name}: skipped (${target.skipReason})`);
    return null;
  }
  const processes: BenchProcess[] = [];
  try {
    const huddle = await startHuddle(target, dataDir, serverBundle.entry);
    processes.push(huddle);
    const program = await largestProgram(target);
    const fields = Object.keys(program.compiled.fieldIndex).length;
    console.log(`${name}: ${program.name} (program ${program.eventId}, ${fields} fields, body ${program.body.length} bytes)`);
    const schemaFile = join(dataDir, 'compiled.json');
    writeFileSync(schemaFile, JSON.stringify(program.compiled));
    const reference = await startReference(target, schemaFile);
    processes.push(reference);

    const huddleUrl = `http://127.0.0.1:${PORT}/api/events/${program.eventId}/responses`;
    const referenceUrl = `http://127.0.0.1:${PORT + 1}/submissions`;
    const storedBefore = await target.countRegistrations(program.eventId);
    const created = { huddle: 0, reference: 0 };
    const cutOff = { huddle: 0, reference: 0 };
    const load = { connections: CONNECTIONS, seconds: SECONDS };
    const count = (into: 'huddle' | 'reference', round: LoadRound): LoadRound => {
      created[into] += round.created;
      cutOff[into] += round.cutOff;
      return round;
    };
    count('huddle', await loadRound(huddleUrl, program.body, { ...load, seconds: 3 }));
    count('reference', await loadRound(referenceUrl, program.body, { ...load, seconds: 3 }));
    const huddleRounds: LoadRound[] = [];
    const referenceRounds: LoadRound[] = [];
    const referenceCpu: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const huddleRound = await measureCpu(huddle.pid, () => loadRound(huddleUrl, program.body, load));
      const h = count('huddle', huddleRound.result);
      console.log(formatRound(`huddle ${round}`, h) + cpuPerRequest(name, h, huddleRound.cpu));
      const referenceRound = await measureCpu(reference.pid, () => loadRound(referenceUrl, program.body, load));
      const r = count('reference', referenceRound.result);
      if (referenceRound.cpu.server !== null) referenceCpu.push(perCreated(referenceRound.cpu.server, r));
      console.log(formatRound(`bare ${round}`, r) + cpuPerRequest(name, r, referenceRound.cpu));
      huddleRounds.push(h);
      referenceRounds.push(r);
    }
    // Requests cut off at the end of a round are still answered by the server: let them finish.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const stored = { huddle: (await target.countRegistrations(program.eventId)) - storedBefore, reference: await target.countReference() };
    const consistent = stored.huddle === created.huddle + cutOff.huddle && stored.reference === created.reference + cutOff.reference;
    console.log(
      `  stored == 201s (+ requests cut off at the end of a round): huddle ${stored.huddle} == ${created.huddle} + ${cutOff.huddle}, bare ${stored.reference} == ${created.reference} + ${cutOff.reference}: ${consistent ? 'ok' : 'MISMATCH'}`,
    );
    if (!consistent) process.exitCode = 1;
    const ratio = median(huddleRounds.map((round) => round.rate)) / median(referenceRounds.map((round) => round.rate));
    const p99 = median(huddleRounds.map((round) => round.p99));
    const goal = TARGETS[name];
    console.log(
      `  ${name}: ratio ${ratio.toFixed(2)} (target >= ${goal.ratio}), p99 ${p99} ms (target <= ${goal.p99}); bare p99 ${median(referenceRounds.map((round) => round.p99))} ms`,
    );
    await arrivalsRound(name, huddle, target, program.eventId, huddleUrl, program.body);
    if (target.sqliteFiles !== null && referenceCpu.length > 0) {
      for (const running of processes) await running.stop();
      printWriteFloor(target.sqliteFiles, program.eventId, median(referenceCpu) * 1000);
    }
    return { ratio, p99 };
  } finally {
    for (const running of processes.reverse()) await running.stop();
    await target.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `bench:submit: ${CONNECTIONS} connections, ${SECONDS} s x ${ROUNDS} rounds; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
const results: Record<string, DialectResult | null> = {};
for (const name of DIALECTS) {
  if (name !== 'sqlite' && name !== 'postgres') throw new Error(`Unknown dialect ${name}`);
  results[name] = await benchDialect(name);
}
console.log(
  `load average after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
const show = (value: number | undefined, digits: number): string => (value === undefined ? 'n/a' : value.toFixed(digits));
console.log(
  `bench:submit sqlite_ratio=${show(results.sqlite?.ratio, 2)} sqlite_p99_ms=${show(results.sqlite?.p99, 0)} postgres_ratio=${show(results.postgres?.ratio, 2)} postgres_p99_ms=${show(results.postgres?.p99, 0)}`,
);
