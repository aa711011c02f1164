import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-bundle.ts';

/** The `node … dist/server.mjs` command lines of a package.json's scripts, by script name. */
function serverCommands(packageJson: URL): Record<string, string> {
  const { scripts } = JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts: Record<string, string> };
  const commands: Record<string, string> = {};
  for (const [name, script] of Object.entries(scripts)) {
    const command = /exec node ([^&]*dist\/server\.mjs)/.exec(script)?.[1];
    if (command !== undefined) commands[name] = command;
  }
  return commands;
}

describe('how the built server is started', () => {
  it('npm start and the api workspace scripts run it with SERVER_NODE_FLAGS, as the benchmarks and README do', () => {
    const expected = `${SERVER_NODE_FLAGS.join(' ')} dist/server.mjs`;
    const root = serverCommands(new URL('../../../package.json', import.meta.url));
    const api = serverCommands(new URL('../package.json', import.meta.url));
    expect(root).toEqual({ start: expected });
    expect(api).toEqual({ serve: expected, start: expected });
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} apps/api/dist/server.mjs`);
  });

  it('exposes gc, so the server can hand back the heap pages an export grew into', () => {
    expect(SERVER_NODE_FLAGS).toContain('--expose-gc');
  });
});
