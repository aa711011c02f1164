import { buildServerBundle, SERVER_DIST_DIR } from './server-bundle.ts';

/**
 * `npm run build -w @huddle/api`: builds the server into apps/api/dist
 * (dist/server.mjs and dist/chunks/), which production runs as
 * `node --max-semi-space-size=4 --expose-gc apps/api/dist/server.mjs` (README "Production").
 */
const started = performance.now();
const bundle = await buildServerBundle(SERVER_DIST_DIR);
console.log(`Built ${bundle.entry} in ${Math.round(performance.now() - started)} ms`);
