import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { componentRegistry } from '@huddle/components/definitions';
import { Kysely } from 'kysely';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createSqliteDialect } from '../db/dialects/sqlite.ts';

let server: ServerType;
let url: string;

beforeAll(async () => {
  // The document needs no database: an unmigrated in-memory one will do.
  const app = createApp({
    db: new Kysely<Database>({ dialect: createSqliteDialect(':memory:') }),
    config: loadConfig({}),
    registry: componentRegistry,
  });
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('openapi-typescript on the running app', () => {
  it('generates types from /api/openapi.json without warnings, and the types compile', async () => {
    const warnings = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    const source = astToString(await openapiTS(new URL('/api/openapi.json', url)));
    for (const spy of warnings) {
      expect(spy.mock.calls).toEqual([]);
      spy.mockRestore();
    }
    expect(source).toContain('"/api/events/{eventId}": {');
    expect(source).toMatch(/PublicProgram: \{/);

    const dir = await mkdtemp(join(tmpdir(), 'huddle-openapi-types-'));
    try {
      const file = join(dir, 'api.d.ts');
      await writeFile(file, source);
      const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: false, types: [] });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
