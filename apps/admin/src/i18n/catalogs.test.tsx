import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

const configPath = join(dirname(fileURLToPath(import.meta.url)), '../../lingui.config.ts');

async function adminCatalog() {
  const [catalog] = await getCatalogs(getConfig({ configPath, skipValidation: true }));
  if (!catalog) throw new Error('lingui.config.ts declares no catalog');
  return catalog;
}

/** A message's key in the catalogs: its context and source text. */
const keyOf = (message: { message?: string; context?: string }) => `${message.context ?? ''}\u0004${message.message ?? ''}`;

describe('translation catalogs (spec §1: English and Spanish)', () => {
  it('has a Spanish translation for every message', async () => {
    const spanish = (await (await adminCatalog()).read('es')) ?? {};
    const live = Object.values(spanish).filter((message) => !message.obsolete);
    expect(live.length).toBeGreaterThan(100);
    const untranslated = live.filter((message) => !message.translation?.trim()).map((message) => message.message);
    expect(untranslated).toEqual([]);
  });

  it('holds every message written in the source (run `npm run i18n:extract` after adding texts)', async () => {
    const catalog = await adminCatalog();
    const extracted = (await catalog.collect()) ?? {};
    const spanish = (await catalog.read('es')) ?? {};
    const known = new Set(
      Object.values(spanish)
        .filter((message) => !message.obsolete)
        .map(keyOf),
    );
    const notExtracted = Object.values(extracted)
      .filter((message) => !known.has(keyOf(message)))
      .map((message) => message.message);
    expect(notExtracted).toEqual([]);
  }, 60000);
});
