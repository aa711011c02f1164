import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerBundle } from '../../build/server-bundle.ts';

/** apps/api/src/server.ts built as production runs it (build/server-bundle.ts), for tests that start several API processes. */
export interface ApiServerBundle {
  /** Absolute path of the built server's entry (run it with `node <path>`). */
  path: string;
  /** Deletes the built folder. */
  remove(): Promise<void>;
}

/** Inside apps/api/node_modules, so the bundle's external packages resolve as they do for server.ts. */
const cacheDir = fileURLToPath(new URL('../../node_modules/.cache', import.meta.url));

/**
 * Builds the server with buildServerBundle (the same build as
 * `npm run build -w @huddle/api`) into a fresh folder under
 * apps/api/node_modules/.cache (about 1 to 4 s); the tests' instances get
 * PUBLIC_APP_DIR and ADMIN_APP_DIR (api-instances.ts), since the folder is
 * not where config.ts looks for the built apps. An instance started from it
 * is ready in a quarter of the time or less that `tsx src/server.ts` needs to
 * resolve and compile the same modules (on 2 busy cores: one instance 2 s
 * against 8 s, three at once 3 to 9 s against 32 to 52 s). Rejects with
 * esbuild's errors.
 */
export async function bundleApiServer(): Promise<ApiServerBundle> {
  await mkdir(cacheDir, { recursive: true });
  const dir = await mkdtemp(join(cacheDir, 'api-server-'));
  const { entry } = await buildServerBundle(dir);
  return { path: entry, remove: () => rm(dir, { recursive: true, force: true }) };
}
