import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { componentsCatalog } from '../../packages/components/lingui-catalog.ts';

/**
 * Public portal translations (spec §1: English by default, and Spanish). Messages
 * are written with the Lingui macros in src/, extracted with `npm run i18n:extract`
 * into src/i18n/locales/{locale}/messages.po, and compiled at build time by the
 * Vite plugin. The form engine's own messages live in packages/components'
 * catalogue (second entry), loaded next to these.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**'],
    },
    componentsCatalog,
  ],
  // Origins without line numbers: catalogs change only when messages do.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
