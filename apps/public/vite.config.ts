import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lazyRjsfMarkdown } from '../../packages/components/src/program-form/lazy-rjsf-markdown-plugin.ts';

/** The API server (apps/api) that serves the built app and answers /api in production. */
const apiServer = 'http://localhost:3000';

/**
 * Applicant app, served by the API at `/`. In development Vite serves the app
 * and forwards the API, sign-in and identity-provider paths to the API server.
 */
export default defineConfig({
  base: '/',
  plugins: [react(), lazyRjsfMarkdown()],
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
