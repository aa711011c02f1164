import { i18n, type Messages } from '@lingui/core';
import type { Language } from './languages.ts';
import { storeLanguage } from './stored-language.ts';

/** The compiled catalogs, loaded on demand (the Lingui Vite plugin compiles each .po when imported). */
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages.po'),
  es: () => import('./locales/es/messages.po'),
};

/**
 * Loads a language's catalog and switches the whole interface to it: the Lingui
 * i18n instance (every `<Trans>` and `useLingui()` re-renders), `<html lang>`
 * and, when `remember` is true, localStorage 'currentLanguage' (spec §1).
 * Rejects when the catalog cannot be loaded; the previous language then stays.
 */
export async function activateLanguage(language: Language, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  const { messages } = await catalogs[language]();
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
  if (remember) storeLanguage(language);
}
