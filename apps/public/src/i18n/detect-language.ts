import type { PublicLanguage } from './public-language-atom.ts';

/** spec §1: the chosen language is kept in a local setting named currentLanguage. */
export const languageStorageKey = 'currentLanguage';

/** 'es', 'es-MX', 'EN' → 'es', 'es', 'en'; anything else → null. */
export function toPublicLanguage(value: string | null | undefined): PublicLanguage | null {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'en' || primary === 'es' ? primary : null;
}

/** Where the applicant's language can come from; the browser's own in the app. */
export interface LanguageSources {
  /** The page address's query string, e.g. '?currentLanguage=es'. */
  search: string;
  /** The language stored by the switch (localStorage 'currentLanguage'), or null. */
  stored: string | null;
  /** The browser's preferred languages, most preferred first (navigator.languages). */
  browser: readonly string[];
}

/**
 * The public portal's language (spec §1: English by default, and Spanish):
 * the `currentLanguage` query parameter (`lang` is accepted too), else the
 * language chosen with the switch on an earlier visit, else the first English
 * or Spanish one among the browser's preferred languages, else English.
 */
export function detectLanguage({ search, stored, browser }: LanguageSources): PublicLanguage {
  return (
    languageFromAddress(search) ?? toPublicLanguage(stored) ?? browser.map(toPublicLanguage).find((language) => language !== null) ?? 'en'
  );
}

/** The language a link asks for: `?currentLanguage=es` (or `?lang=es`); null when it names none of ours. */
export function languageFromAddress(search: string): PublicLanguage | null {
  const query = new URLSearchParams(search);
  return toPublicLanguage(query.get('currentLanguage')) ?? toPublicLanguage(query.get('lang'));
}

/** The stored choice of the switch, or null where there is none or storage is refused. */
export function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

/**
 * Remembers the switch's choice in localStorage 'currentLanguage', and in a
 * cookie of that name for a year, so the server renders the next page in it
 * (issue 11: a server-rendered page in another language is rendered again in
 * the browser). A refusing storage only means it is not remembered.
 */
export function storeLanguage(language: PublicLanguage): void {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Not remembered: the next visit follows the address or the browser again.
  }
  document.cookie = `${languageStorageKey}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

/**
 * detectLanguage with this browser's address, storage and preferences. A
 * language the address asks for is remembered like the switch's choice, so
 * the pages that follow (checkout, the return from it) stay in it.
 */
export function detectBrowserLanguage(): PublicLanguage {
  const search = window.location.search;
  const language = detectLanguage({ search, stored: readStoredLanguage(), browser: navigator.languages ?? [navigator.language] });
  if (languageFromAddress(search) !== null) storeLanguage(language);
  return language;
}
