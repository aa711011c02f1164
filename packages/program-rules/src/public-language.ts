/** A language of the public portal (spec §1: English by default, and Spanish). */
export type PublicLanguage = 'en' | 'es';

/** spec §1: the chosen language is kept under this name (the switch's local setting, its cookie, the address parameter). */
export const LANGUAGE_KEY = 'currentLanguage';

/** 'es', 'es-MX', 'EN' → 'es', 'es', 'en'; anything else → null. */
export function toPublicLanguage(value: string | null | undefined): PublicLanguage | null {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'en' || primary === 'es' ? primary : null;
}

/** The language a link asks for: `?currentLanguage=es` (or `?lang=es`); null when it names none of ours. */
export function languageFromAddress(search: string): PublicLanguage | null {
  const query = new URLSearchParams(search);
  return toPublicLanguage(query.get(LANGUAGE_KEY)) ?? toPublicLanguage(query.get('lang'));
}

/** Where the applicant's language can come from. */
export interface LanguageSources {
  /** The page address's query string, e.g. '?currentLanguage=es'. */
  search: string;
  /** The language the switch stored on an earlier visit (in the browser its local setting, on the server its cookie), or null. */
  stored: string | null | undefined;
  /** The browser's preferred languages, most preferred first (navigator.languages, or Accept-Language by quality). */
  browser: readonly string[];
}

/**
 * The public portal's language (spec §1), decided the same way by the
 * browser and by the server that renders the page: the `currentLanguage`
 * query parameter (`lang` is accepted too), else the language chosen with
 * the switch on an earlier visit, else the first English or Spanish one
 * among the browser's preferred languages, else English.
 */
export function detectLanguage({ search, stored, browser }: LanguageSources): PublicLanguage {
  return (
    languageFromAddress(search) ?? toPublicLanguage(stored) ?? browser.map(toPublicLanguage).find((language) => language !== null) ?? 'en'
  );
}
