import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API server (apps/api) that serves /api, the sign-in routes and the dev identity provider. */
const apiOrigin = 'http://localhost:3000';

/** Given explicitly so builds and tests started from the repository root find it. */
const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

/**
 * recharts reads React elements with react-is, which must match React's major
 * version (19); other packages in the workspace keep the react-is 18 they ask for.
 */
function rechartsReactIs(): Plugin {
  const reactIs19 = createRequire(import.meta.url).resolve('react-is');
  return {
    name: 'huddle-recharts-react-is',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-is' && importer && /[\\/]node_modules[\\/]recharts[\\/]/.test(importer)) return reactIs19;
      return null;
    },
  };
}

/**
 * The staff back office is served by the API under /app (spec §2 "Authenticated area under /app").
 * Lingui: the macros (`t`, `<Trans>`, `plural`) are compiled by Babel, and the
 * .po catalogs are compiled when imported. In development, Vite serves the app
 * and forwards API, sign-in and identity provider calls.
 */
export default defineConfig({
  base: '/app/',
  plugins: [
    rechartsReactIs(),
    react(),
    lingui({ configPath: linguiConfigPath }),
    babel({
      presets: [
        linguiTransformerBabelPreset({ linguiConfig: getConfig({ configPath: linguiConfigPath }) }, { configPath: linguiConfigPath }),
      ],
    }),
  ],
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
