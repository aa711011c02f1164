import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { componentsCatalog } from './lingui-catalog.ts';

/**
 * Translations of the form engine's interface (spec §1: English by default, and
 * Spanish): what packages/components draws around program content (validation
 * messages, the missing-fields popover, upload, search and table controls).
 * Messages are written with the Lingui macros in src/, extracted with
 * `npm run i18n:extract` into src/i18n/locales/{locale}/messages.po; the apps
 * that render the form (public and admin) load this catalogue next to their own.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [componentsCatalog],
  // Origins without line numbers: catalogs change only when messages do.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
