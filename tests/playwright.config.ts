import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * End-to-end journeys against the built public and admin apps served by the
 * API on its own port, with a fresh SQLite database seeded on start.
 * Browser: Debian's Chromium (no browser download).
 * Projects: 'catalog' first keeps the seeded programs the journeys apply
 * to open whatever today's date; 'default' runs every journey as written; 'laptop' runs the
 * builder journeys again in a 1280x720 window (issue 13) against a second
 * server with its own database, since those journeys change the programs
 * they build.
 */
const port = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://localhost:${port}`;
const laptopPort = port + 1;
const laptopURL = `http://localhost:${laptopPort}`;
// Evaluated again in every worker: the first evaluation's folder is passed on
// through the environment so the journeys can reach the server's database file.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'huddle-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Runs first: keeps the programs the journeys apply to open whatever today's date (catalog.setup.ts).
    { name: 'catalog', testMatch: 'catalog.setup.ts' },
    { name: 'default', dependencies: ['catalog'] },
    {
      name: 'laptop',
      dependencies: ['catalog'],
      testMatch: ['program-builder.spec.ts', 'program-settings.spec.ts'],
      use: { baseURL: laptopURL, viewport: { width: 1280, height: 720 } },
    },
  ],
  webServer: [server(port, baseURL, 'huddle.sqlite'), server(laptopPort, laptopURL, 'huddle-laptop.sqlite')],
});

/** The API serving the built apps on `serverPort` with a fresh database file `databaseFile` in the run's data folder. */
function server(serverPort: number, url: string, databaseFile: string) {
  return {
    command: 'npm run start -w @huddle/api',
    cwd: '..',
    url: `${url}/api/openapi.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      PUBLIC_URL: url,
      SQLITE_PATH: join(dataDir, databaseFile),
      // Every journey applies from the same address; the per-address limit (20 per 10 minutes by
      // default) is the API tests' subject, not the journeys'.
      SUBMIT_RATE_LIMIT: '1000',
    },
  };
}
