import { i18n, type Messages } from '@lingui/core';
import { loadFormMessages } from '@huddle/components';
import type { Language } from './languages.ts';
import { storeLanguage } from './stored-language.ts';

/** The compiled catalogs, loaded on demand (the Lingui Vite plugin compiles each .po when imported). */
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages.po'),
  es: () => import('./locales/es/messages.po'),
};

/**
 * Loads a language's catalog, with the form engine's (live preview, participant
 * detail: packages/components), and switches the whole interface to it: the Lingui
 * i18n instance (every `<Trans>` and `useLingui()` re-renders), `<html lang>`
 * and, when `remember` is true, localStorage 'currentLanguage' (spec §1).
 * Rejects when the catalog cannot be loaded; the previous language then stays.
 */
export async function activateLanguage(language: Language, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  const [{ messages }, formMessages] = await Promise.all([catalogs[language](), loadFormMessages(language)]);
  i18n.loadAndActivate({ locale: language, messages: { ...formMessages, ...messages } });
  document.documentElement.lang = language;
  if (remember) storeLanguage(language);
}
