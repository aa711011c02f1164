import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lazyRjsfMarkdown } from '../../packages/components/src/program-form/lazy-rjsf-markdown-plugin.ts';
import { linguiVitePlugins } from './lingui-vite-plugins.ts';

/** The API server (apps/api) that serves the built app and answers /api in production. */
const apiServer = 'http://localhost:3000';

/** The public app's Lingui config (its catalogue and the form engine's). */
export const publicLinguiConfig = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

/**
 * Applicant app, served by the API at `/`. Lingui macros and catalogues are
 * compiled at build time. In development Vite serves the app and forwards the
 * API, sign-in and identity-provider paths to the API server.
 */
export default defineConfig({
  base: '/',
  plugins: [react(), lazyRjsfMarkdown(), ...linguiVitePlugins(publicLinguiConfig)],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      '/api': apiServer,
      '/login': apiServer,
      '/logout': apiServer,
      '/oidc': apiServer,
    },
  },
});
