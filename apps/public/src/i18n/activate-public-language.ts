import { i18n, type Messages } from '@lingui/core';
import { getDefaultStore } from 'jotai';
import { loadFormMessages } from '@huddle/components';
import { publicLanguageAtom, type PublicLanguage } from './public-language-atom.ts';

/** The public app's compiled catalogues, loaded on demand (the Lingui Vite plugin compiles each .po when imported). */
const catalogs: Record<PublicLanguage, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages.po'),
  es: () => import('./locales/es/messages.po'),
};

/**
 * The messages of the public portal in `language`: the app's catalogue over
 * the form engine's (the server renders pages with the same ones). Rejects
 * when a catalogue cannot be loaded.
 */
export async function loadPublicMessages(language: PublicLanguage): Promise<Messages> {
  const [own, form] = await Promise.all([catalogs[language](), loadFormMessages(language)]);
  return { ...form, ...own.messages };
}

/**
 * Switches the public portal to `language` (spec §1): loads its catalogue and
 * the form engine's, activates them in the Lingui i18n instance (translated
 * components re-render), sets `<html lang>` and publishes the language in
 * publicLanguageAtom (default Jotai store) for program content in that language.
 * Rejects when a catalogue cannot be loaded; the previous language then stays.
 */
export async function activatePublicLanguage(language: PublicLanguage, store = getDefaultStore()): Promise<void> {
  i18n.loadAndActivate({ locale: language, messages: await loadPublicMessages(language) });
  document.documentElement.lang = language;
  store.set(publicLanguageAtom, language);
}
