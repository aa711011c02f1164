import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** apps/api/src/server.ts built into plain JavaScript that `node` runs without a loader. */
export interface ServerBundle {
  /** Absolute path of the entry file (run it with `node <path>`). */
  entry: string;
  /** The folder holding the entry and its chunks. */
  dir: string;
}

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/**
 * Node flags the built server runs with (`node --max-semi-space-size=8
 * --expose-gc dist/server.mjs`, README "Production"): young-generation
 * semi-spaces of 8 MiB instead of V8's default of up to 16 (32 on large
 * heaps), which a busy server grows to and keeps; and the `gc` function,
 * through which the server asks for a memory-reducing collection when it is
 * ready and after each CSV export (reduceMemoryFootprint): V8 otherwise
 * keeps resident the heap pages an export grew into (issue 17). At 4 MiB a
 * 100,000-row export spent about a fifth of its time scavenging and took
 * 1.28-1.32x its reference; at 8 MiB 1.01-1.13x, with the same idle RSS
 * (140-146 MB) and the same extra RSS during an export (`npm run
 * bench:export`, alternating runs). V8's --memory-saver-mode held RSS after
 * 10 exports within 10 % too, but doubled the export time: 40 % of it in GC.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--expose-gc'];

/** apps/api/dist: where `npm run build -w @huddle/api` puts the server and production runs it from. */
export const SERVER_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

/** Name of the entry file inside the bundle's folder. */
export const SERVER_BUNDLE_ENTRY = 'server.mjs';

/**
 * Packages left out of the bundle and loaded from node_modules at run time:
 * the native better-sqlite3 and the optional pg-native (a native addon pg
 * asks for only when told to).
 */
const EXTERNAL_PACKAGES = ['better-sqlite3', 'pg-native'];

/**
 * Builds server.ts and everything it imports (workspace packages and
 * dependencies, but EXTERNAL_PACKAGES) into `outdir` with esbuild: the entry
 * SERVER_BUNDLE_ENTRY plus chunks/ for the modules server.ts imports
 * dynamically (the seeders, the development identity provider), which a
 * started server loads only when it needs them. ES modules for Node 24;
 * CommonJS dependencies get a `require` made by createRequire.
 *
 * `outdir` must sit two levels below the apps folder (as apps/api/dist does)
 * or the server must be told PUBLIC_APP_DIR and ADMIN_APP_DIR, since config.ts
 * finds the built apps relative to its own module. Packages resolve from the
 * node_modules folders above `outdir`.
 *
 * Files are written under a temporary name and renamed into place, so a server
 * starting from `outdir` while it is rebuilt reads either the old or the new
 * entry, never half of one; chunks are named by their content hash and
 * chunks no entry refers to any more are left for the next clean build
 * (`clean: true` empties `outdir` first). Takes about 1 to 4 s. Rejects with
 * esbuild's errors.
 */
export async function buildServerBundle(outdir: string, options: { clean?: boolean } = {}): Promise<ServerBundle> {
  if (options.clean === true) await rm(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: { server: serverEntry },
    outdir,
    bundle: true,
    splitting: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    external: EXTERNAL_PACKAGES,
    // CommonJS dependencies call require() for Node built-ins.
    banner: {
      js: "import { createRequire as bundledCreateRequire } from 'node:module'; const require = bundledCreateRequire(import.meta.url);",
    },
    legalComments: 'none',
    logLevel: 'error',
  });
  const entry = join(outdir, SERVER_BUNDLE_ENTRY);
  // Chunks first, the entry last: the entry only ever names chunks already in place.
  const files = [...result.outputFiles].sort((a, b) => Number(a.path === entry) - Number(b.path === entry));
  for (const file of files) {
    await mkdir(dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    await writeFile(temporary, file.contents);
    await rename(temporary, file.path);
  }
  return { entry, dir: outdir };
}
