import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../build/server-bundle.ts';
import type { ApiServerBundle } from './api-server-bundle.ts';

/** One API server process started by a test. */
export interface ApiInstance {
  /** http://127.0.0.1:{port} */
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** SIGKILL: dies at once, as on a crash. */
  kill(): Promise<void>;
  /** SIGTERM (graceful), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** A TCP port free on 127.0.0.1 right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/** The built apps where server.ts finds them by default (a bundle elsewhere is told). */
const builtApps = { PUBLIC_APP_DIR: join(repoRoot, 'apps/public/dist'), ADMIN_APP_DIR: join(repoRoot, 'apps/admin/dist') };

/**
 * Starts the API from its source (apps/api/src/server.ts under the tsx
 * loader, as `npm run dev` runs it; its own process) on a free port of 127.0.0.1 with `env` added
 * (DATABASE_URL or SQLITE_PATH, SMTP_URL, ...), and resolves once GET
 * /api/openapi.json answers. With `options.bundle` (bundleApiServer()) the
 * process runs that build of server.ts as production does (SERVER_NODE_FLAGS)
 * instead, which starts several times faster. Rejects with the output when the process exits
 * first or after `timeoutMs` (default 120 s).
 */
export async function startApiInstance(
  env: Record<string, string>,
  timeoutMs = 120_000,
  options: { bundle?: ApiServerBundle } = {},
): Promise<ApiInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = options.bundle === undefined ? ['--import', 'tsx', 'apps/api/src/server.ts'] : [...SERVER_NODE_FLAGS, options.bundle.path];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...(options.bundle === undefined ? {} : builtApps), PUBLIC_URL: url, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = (): boolean => child.exitCode === null && child.signalCode === null;
  const end = async (signal: NodeJS.Signals): Promise<void> => {
    if (running()) child.kill(signal);
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  };
  const instance: ApiInstance = { url, output: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && running()) {
    try {
      if ((await fetch(`${url}/api/openapi.json`)).ok) return instance;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await end('SIGKILL');
  throw new Error(`The API instance on port ${port} did not start:\n${output}`);
}
