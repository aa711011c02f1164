import { fileURLToPath } from 'node:url';

/** This package's folder, absolute, so the apps' Lingui configs can name its catalogue. */
const packageDir = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

/**
 * The form engine interface's catalogue (spec §1: English and Spanish), as a
 * Lingui `catalogs` entry with absolute paths, listed by the configs of the
 * apps that render the form (public, admin): their `i18n:extract` writes it
 * (both sit two folders deep, so its origins read the same from either) and
 * their Vite plugin compiles src/i18n/locales/{locale}/messages.po when imported.
 */
export const componentsCatalog = {
  path: `${packageDir}/src/i18n/locales/{locale}/messages`,
  include: [`${packageDir}/src`],
  exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/test-support/**', '**/stories/**'],
};
