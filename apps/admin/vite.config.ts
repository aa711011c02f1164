import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API server (apps/api) that serves /api, the sign-in routes and the dev identity provider. */
const apiOrigin = 'http://localhost:3000';

/**
 * The staff back office is served by the API under /app (spec §2 "Authenticated area under /app").
 * In development, Vite serves the app and forwards API, sign-in and identity provider calls.
 */
export default defineConfig({
  base: '/app/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': apiOrigin,
      '/login': apiOrigin,
      '/logout': apiOrigin,
      '/oidc': apiOrigin,
    },
  },
});
