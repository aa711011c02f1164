import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { linguiVitePlugins } from './apps/public/lingui-vite-plugins.ts';

/** The public app's Lingui config: its catalogue and the form engine's (packages/components). */
const publicLinguiConfig = fileURLToPath(new URL('./apps/public/lingui.config.ts', import.meta.url));

/**
 * One vitest run over every workspace: pure packages and the API run in Node,
 * React components in happy-dom (the admin app through its own Vite config; all
 * three with the Lingui macros compiled, English active unless a test switches).
 * API integration tests run once per database dialect (see
 * apps/api/src/test-support/dialects.ts). Every Storybook story renders as a
 * test in headless Debian Chromium (project 'storybook'), its play function
 * included.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'schemas/**/*.test.ts',
            'packages/program-rules/**/*.test.ts',
            'packages/form-engine/**/*.test.ts',
            'packages/api-client/**/*.test.ts',
            'packages/components/src/**/definition.test.ts',
            'apps/api/**/*.test.ts',
            'tests/i18n/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      {
        // Lingui macros and .po catalogs of the public app and the form engine are compiled as in the build.
        plugins: linguiVitePlugins(publicLinguiConfig),
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['packages/components/**/*.test.tsx', 'apps/public/**/*.test.tsx'],
          exclude: ['**/node_modules/**'],
          setupFiles: [
            'packages/components/src/test-support/setup-i18n.ts',
            'packages/components/src/test-support/setup-form-compiler.ts',
            'packages/components/src/test-support/setup-react-parts.ts',
          ],
          testTimeout: 20000,
        },
      },
      {
        // The admin app's own Vite config compiles its Lingui macros and .po catalogs.
        extends: './apps/admin/vite.config.ts',
        test: {
          name: 'admin',
          environment: 'happy-dom',
          include: ['apps/admin/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
          setupFiles: [
            'apps/admin/src/test-support/setup-i18n.ts',
            'packages/components/src/test-support/setup-form-compiler.ts',
            'packages/components/src/test-support/setup-react-parts.ts',
          ],
          testTimeout: 20000,
        },
      },
      {
        // Stories as tests: @storybook/addon-vitest collects the stories of .storybook/main.ts.
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: '/usr/bin/chromium',
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                  '--no-first-run',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
          testTimeout: 30000,
        },
      },
    ],
  },
});
