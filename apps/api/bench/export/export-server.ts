import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../build/server-bundle.ts';
import { processTreeRssMb } from './process-tree-rss.ts';

/** The API server the export benchmark runs as a child process. */
export interface ExportServer {
  pid: number;
  /** http://127.0.0.1:{port} */
  origin: string;
  /** Resident memory of the server's process tree now (processTreeRssMb: the server and any children), in MiB. */
  rssMb(): number;
  /** Runs a full GC in the server (SIGUSR2, see gc-on-signal.ts), lets it settle, and returns rssMb(). */
  rssAfterGcMb(): Promise<number>;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const gcPreload = fileURLToPath(new URL('./gc-on-signal.ts', import.meta.url));

/**
 * Starts the built server `entry` (buildServerBundle, apps/api/dist/server.mjs)
 * as production runs it, `node --max-semi-space-size=8 --expose-gc <entry>`
 * (SERVER_NODE_FLAGS; no npm, tsx or other wrapper: the pid is the server),
 * plus the gc-on-signal.ts preload (Node's own type
 * stripping) and any BENCH_EXPORT_NODE_FLAGS, on `port` with `env` added,
 * from the repository root, and resolves when it prints that it is ready.
 * Throws with its output when it exits first or after 180 s.
 */
export async function startExportServer(entry: string, port: number, env: Record<string, string>): Promise<ExportServer> {
  const flags = (process.env.BENCH_EXPORT_NODE_FLAGS ?? '').split(' ').filter((flag) => flag !== '');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...flags, '--import', gcPreload, entry], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), REQUEST_TIMEOUT_SECONDS: '3600', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 180_000;
  while (!output.includes('Huddle is ready')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid ?? 0;
  const rssMb = () => processTreeRssMb(pid);
  return {
    pid,
    origin: `http://127.0.0.1:${port}`,
    rssMb,
    output: () => output,
    rssAfterGcMb: async () => {
      for (let round = 0; round < 2; round++) {
        child.kill('SIGUSR2');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return rssMb();
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
