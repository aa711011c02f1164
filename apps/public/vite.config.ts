import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lazyRjsfMarkdown } from '../../packages/components/src/program-form/lazy-rjsf-markdown-plugin.ts';
import { bootPreload } from './boot-preload-vite-plugin.ts';
import { linguiVitePlugins } from './lingui-vite-plugins.ts';

/** The API server (apps/api) that serves the built app and answers /api in production. */
const apiServer = 'http://localhost:3000';

/** The public app's Lingui config (its catalogue and the form engine's). */
export const publicLinguiConfig = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

/**
 * Applicant app, served by the API at `/`. Lingui macros and catalogues are
 * compiled at build time. `vite build` builds the browser app into dist;
 * `vite build --ssr` builds the server
 * renderer of the public path pages into dist-server/render-public-page.js
 * (issue 11: every package bundled in, and the rich text policy of
 * @huddle/program-rules applied with its Node implementation). index.html links
 * the code src/main.tsx imports in stages (bootPreload) and the app's one
 * stylesheet (cssCodeSplit off: about 5 kB gzip for every page and component
 * type, one render-blocking request instead of one per chunk). In development
 * Vite serves the app and forwards the API, sign-in and identity-provider
 * paths to the API server.
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [react(), lazyRjsfMarkdown(), ...linguiVitePlugins(publicLinguiConfig), bootPreload('/src/boot.tsx')],
  resolve: isSsrBuild ? { alias: { '@huddle/program-rules/browser': '@huddle/program-rules/server' } } : {},
  // i18n-iso-countries reads its language files with a computed require(): it stays a package Node loads.
  ssr: { noExternal: true, external: ['i18n-iso-countries'] },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, ssr: 'src/server/render-public-page.tsx', sourcemap: true }
    : { outDir: 'dist', emptyOutDir: true, sourcemap: true, cssCodeSplit: false },
  server: {
    proxy: {
      '/api': apiServer,
      '/login': apiServer,
      '/logout': apiServer,
      '/oidc': apiServer,
    },
  },
}));
