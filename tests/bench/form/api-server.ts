import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A running API server on a throwaway SQLite file. */
export interface ApiServer {
  /** e.g. 'http://localhost:3191' */
  baseUrl: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const READY_TIMEOUT_MS = 120_000;

/**
 * Starts the API as `npm start` does for the end-to-end journeys
 * (`npm run start -w @huddle/api`) on `port`, with a fresh SQLite file in a
 * temporary folder (migrated and seeded with the program catalog on start),
 * and waits until GET /api/openapi.json answers. Throws with the server's
 * output when it exits or does not answer within 120 s.
 */
export async function startApiServer(port: number): Promise<ApiServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'huddle-bench-form-'));
  const baseUrl = `http://localhost:${port}`;
  const child = spawn('npm', ['run', 'start', '-w', '@huddle/api'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), PUBLIC_URL: baseUrl, SQLITE_PATH: join(dataDir, 'huddle.sqlite') },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/api/openapi.json`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The API server did not start on port ${port}:\n${output}`);
}
