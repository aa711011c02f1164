/**
 * Summarizes V8 CPU profiles (`node --cpu-prof` output, e.g. from
 * `npm run bench:submit -- --profile=DIR`): self time per function (name,
 * file, line), the top `--top=N` (default 30) over every `.cpuprofile` given,
 * as milliseconds and share of the sampled time; idle and GC shown as such.
 * `--skip-ms=N` leaves out the first N ms of each profile (the server's
 * start); `--from=fn` leaves out everything before the first sample inside
 * a function named fn (e.g. submitApplication: the load began); `--inclusive=a,b` also prints the time spent inside functions with
 * those names (their callees included; synchronous stacks only).
 * Usage: tsx apps/api/bench/submit/profile-summary.ts DIR/*.cpuprofile [--top=N] [--skip-ms=N] [--inclusive=a,b]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const flag = (name: string): string | undefined => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const top = Number(flag('top') ?? 30);
const skipMicros = Number(flag('skip-ms') ?? 0) * 1000;
const fromName = flag('from');
const inclusiveNames = (flag('inclusive') ?? '').split(',').filter((name) => name !== '');
const inclusiveMicros = new Map<string, number>(inclusiveNames.map((name) => [name, 0]));
const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const selfMicros = new Map<string, number>();
let totalMicros = 0;

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const names = new Map<number, string>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url === '' ? '' : ` ${url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${lineNumber + 1}`;
    names.set(node.id, `${functionName === '' ? '(anonymous)' : functionName}${where}`);
  }
  const parent = new Map<number, ProfileNode>();
  const byId = new Map<number, ProfileNode>(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
  let elapsed = 0;
  let started = fromName === undefined;
  profile.samples.forEach((nodeId, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    elapsed += delta;
    const inside = new Set<string>();
    for (let node = byId.get(nodeId); node !== undefined; node = parent.get(node.id)) {
      if (inclusiveMicros.has(node.callFrame.functionName)) inside.add(node.callFrame.functionName);
      if (node.callFrame.functionName === fromName) started = true;
    }
    if (elapsed < skipMicros || !started) return;
    const name = names.get(nodeId) ?? '(unknown)';
    for (const fn of inside) inclusiveMicros.set(fn, (inclusiveMicros.get(fn) ?? 0) + delta);
    selfMicros.set(name, (selfMicros.get(name) ?? 0) + delta);
    totalMicros += delta;
  });
}

console.log(`${files.length} profile(s), ${(totalMicros / 1000).toFixed(0)} ms sampled; top ${top} by self time:`);
for (const [name, micros] of [...selfMicros].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${(micros / 1000).toFixed(0).padStart(8)} ms ${((100 * micros) / totalMicros).toFixed(1).padStart(5)}%  ${name}`);
}
for (const [name, micros] of inclusiveMicros) {
  console.log(`inclusive ${(micros / 1000).toFixed(0).padStart(8)} ms ${((100 * micros) / totalMicros).toFixed(1).padStart(5)}%  ${name}`);
}
