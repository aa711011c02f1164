import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A server process the benchmark started. */
export interface BenchProcess {
  /** The operating system's id of the process. */
  pid: number;
  /** Output so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then waits for the exit (SIGKILL after 15 s). */
  stop(): Promise<void>;
}

/** The repository root (cwd of every process). */
export const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * Starts `node [nodeFlags] --import tsx <script>` (the TypeScript loader
 * `npm run dev` runs the API with; without it when `tsx: false`, for a built
 * JavaScript entry) in the repository root with `env` added, and resolves once `ready(output)` holds or `await probe()` is true.
 * Throws with the output when it exits first or after 180 s.
 */
export async function startBenchProcess(options: {
  script: string;
  env: Record<string, string>;
  nodeFlags?: string[];
  /** Load `script` through tsx (default true). */
  tsx?: boolean;
  probe: () => Promise<boolean>;
}): Promise<BenchProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeFlags ?? []), ...(options.tsx === false ? [] : ['--import', 'tsx']), options.script],
    {
      cwd: repoRoot,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && child.exitCode === null) {
    if (await options.probe().catch(() => false)) return { pid: child.pid ?? 0, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${options.script} did not start:\n${output}`);
}
