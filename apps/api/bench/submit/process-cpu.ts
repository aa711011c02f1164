import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports process CPU times in clock ticks of 1/100 s (USER_HZ, the same on every mainstream architecture). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a set of processes used, in ms; null where /proc cannot be read (not Linux). */
export interface CpuSample {
  /** The server process under test. */
  server: number | null;
  /** Every Postgres server process together (the backends, the WAL writer...): the database's part of the work. */
  postgres: number | null;
}

/** utime + stime of a process from /proc/<pid>/stat, in ticks; null when it cannot be read. */
function processTicks(pid: number | string): { ticks: number; name: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ticks: Number(fields[11]) + Number(fields[12]), name };
  } catch {
    return null;
  }
}

/** CPU ticks of each process named 'postgres' (every backend and helper of a local server), by pid; null without /proc. */
function postgresTicks(): Map<string, number> | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  const ticks = new Map<string, number>();
  for (const pid of pids) {
    const process = processTicks(pid);
    if (process !== null && process.name === 'postgres') ticks.set(pid, process.ticks);
  }
  return ticks;
}

/** Ticks the Postgres processes of `after` used since `before`: a backend started meanwhile counts whole, one that ended is left out. */
function postgresSpent(before: Map<string, number> | null, after: Map<string, number> | null): number | null {
  if (before === null || after === null) return null;
  let spent = 0;
  for (const [pid, ticks] of after) spent += ticks - (before.get(pid) ?? 0);
  return spent;
}

/**
 * Runs `run` and measures the CPU the server process `serverPid` and the
 * local Postgres server used meanwhile (ms, from /proc: Linux only, null
 * elsewhere; a backend that ends meanwhile is left out, so the Postgres
 * figure is a floor). Postgres CPU counts every database on that
 * server, so the figure is the bench's own only on an otherwise idle machine.
 */
export async function measureCpu<T>(serverPid: number, run: () => Promise<T>): Promise<{ result: T; cpu: CpuSample }> {
  const before = { server: processTicks(serverPid)?.ticks ?? null, postgres: postgresTicks() };
  const result = await run();
  const after = { server: processTicks(serverPid)?.ticks ?? null, postgres: postgresTicks() };
  const ms = (ticks: number | null): number | null => (ticks === null ? null : (ticks * 1000) / TICKS_PER_SECOND);
  const server = before.server === null || after.server === null ? null : after.server - before.server;
  return { result, cpu: { server: ms(server), postgres: ms(postgresSpent(before.postgres, after.postgres)) } };
}
