import { readdirSync, readFileSync } from 'node:fs';

/**
 * Resident memory of process `pid` and all its descendants (children listed
 * in /proc/{pid}/task/{tid}/children), in MiB: the sum of their VmRSS.
 * Linux only. A process that exits while it is read counts 0.
 */
export function processTreeRssMb(pid: number): number {
  let kb = 0;
  const pending = [pid];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    kb += Number(/VmRSS:\s+(\d+) kB/.exec(readText(`/proc/${next}/status`))?.[1] ?? 0);
    pending.push(...childrenOf(next));
  }
  return kb / 1024;
}

function childrenOf(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tasks.flatMap((tid) =>
    readText(`/proc/${pid}/task/${tid}/children`)
      .split(' ')
      .filter((child) => child.trim() !== '')
      .map(Number),
  );
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
