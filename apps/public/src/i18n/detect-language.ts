import { detectLanguage, LANGUAGE_KEY, languageFromAddress, type PublicLanguage } from '@huddle/program-rules';

/** The stored choice of the switch, or null where there is none or storage is refused. */
export function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY);
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
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not remembered: the next visit follows the address or the browser again.
  }
  document.cookie = `${LANGUAGE_KEY}=${language}; path=/; max-age=31536000; SameSite=Lax`;
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
