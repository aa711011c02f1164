import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every Lingui config of the repository; each lists its app's catalogue and the form engine's (packages/components). */
const configs = ['apps/admin/lingui.config.ts', 'apps/public/lingui.config.ts'];

/** Every catalogue of every config, once each (keyed by path), with the config that names it. */
async function allCatalogs() {
  const byPath = new Map<string, Awaited<ReturnType<typeof getCatalogs>>[number]>();
  for (const config of configs) {
    for (const catalog of await getCatalogs(getConfig({ configPath: join(repoRoot, config), skipValidation: true }))) {
      if (!byPath.has(catalog.path)) byPath.set(catalog.path, catalog);
    }
  }
  return [...byPath.values()];
}

/** A message's key in the catalogs: its context and source text. */
const keyOf = (message: { message?: string; context?: string }) => `${message.context ?? ''}\u0004${message.message ?? ''}`;

describe('translation catalogs (spec §1: English and Spanish)', () => {
  it('covers the back office, the public portal and the form engine', async () => {
    const paths = (await allCatalogs()).map((catalog) => catalog.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.stringContaining('apps/admin/src/i18n/locales/'),
        expect.stringContaining('apps/public/src/i18n/locales/'),
        expect.stringContaining('packages/components/src/i18n/locales/'),
      ]),
    );
  });

  it('has a Spanish translation for every message of every catalogue', async () => {
    const untranslated: string[] = [];
    for (const catalog of await allCatalogs()) {
      const spanish = (await catalog.read('es')) ?? {};
      const live = Object.values(spanish).filter((message) => !message.obsolete);
      expect(live.length, catalog.path).toBeGreaterThan(20);
      for (const message of live) if (!message.translation?.trim()) untranslated.push(`${catalog.path}: ${message.message ?? ''}`);
    }
    expect(untranslated).toEqual([]);
  });

  it('holds every message written in the source (run `npm run i18n:extract` after adding texts)', async () => {
    const notExtracted: string[] = [];
    for (const catalog of await allCatalogs()) {
      const extracted = (await catalog.collect()) ?? {};
      const spanish = (await catalog.read('es')) ?? {};
      const known = new Set(
        Object.values(spanish)
          .filter((message) => !message.obsolete)
          .map(keyOf),
      );
      for (const message of Object.values(extracted))
        if (!known.has(keyOf(message))) notExtracted.push(`${catalog.path}: ${message.message ?? ''}`);
    }
    expect(notExtracted).toEqual([]);
  }, 120000);
});
