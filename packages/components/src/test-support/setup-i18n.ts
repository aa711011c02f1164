import { i18n } from '@lingui/core';
import { afterEach } from 'vitest';

/**
 * Test setup of the components and public app tests: English is active before
 * every test, so the Lingui macros give their English source texts (a test may
 * activate Spanish).
 */
function activateEnglish(): void {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  document.documentElement.lang = 'en';
}

activateEnglish();
afterEach(activateEnglish);
