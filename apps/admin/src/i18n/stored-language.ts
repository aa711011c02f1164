import { localStorageOrNull } from '../storage/local-storage.ts';
import { defaultLanguage, isLanguage, type Language } from './languages.ts';

/** spec §1: the chosen language is kept in a local setting named currentLanguage. */
export const languageStorageKey = 'currentLanguage';

/** The storage the language lives in; window.localStorage in the browser. */
export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The stored language: localStorage 'currentLanguage' when it holds 'en' or 'es',
 * else English (spec §1 default). Never throws.
 */
export function readStoredLanguage(storage: LanguageStorage | null = localStorageOrNull()): Language {
  try {
    const stored = storage?.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

/** Keeps the chosen language in localStorage 'currentLanguage'. Ignores a refusing storage. */
export function storeLanguage(language: Language, storage: LanguageStorage | null = localStorageOrNull()): void {
  try {
    storage?.setItem(languageStorageKey, language);
  } catch {
    // A full or refused storage only means the choice is not remembered.
  }
}
