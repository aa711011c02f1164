/**
 * The languages of the sign-in pages (spec §1: English by default, and
 * Spanish), the same as the back office's.
 */
export const signInLanguages = ['en', 'es'] as const;

/** A sign-in page language code. */
export type SignInLanguage = (typeof signInLanguages)[number];

/** Whether a value names a sign-in language, e.g. 'es' → true, 'fr' → false. */
export function isSignInLanguage(value: unknown): value is SignInLanguage {
  return signInLanguages.some((language) => language === value);
}

/**
 * The first supported language of a list: an OIDC `ui_locales` value
 * ('es-MX en', space separated) or an Accept-Language header
 * ('es-ES,es;q=0.9,en;q=0.8', highest q first), matched on the primary
 * subtag; undefined when none is supported.
 */
export function firstSupportedLanguage(list: string | undefined): SignInLanguage | undefined {
  if (list === undefined) return undefined;
  const ranked = list
    .split(/[\s,]+/)
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.split(';');
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isSignInLanguage);
}

/**
 * The language of a sign-in page: the one asked for (the back office sends
 * its stored choice as `lang`, the switch on the page sets it; spec §1),
 * else the languages the request lists (OIDC ui_locales, then the browser's
 * Accept-Language), else English.
 */
export function chooseSignInLanguage(asked: { lang?: string; uiLocales?: string; acceptLanguage?: string }): SignInLanguage {
  if (isSignInLanguage(asked.lang)) return asked.lang;
  return firstSupportedLanguage(asked.uiLocales) ?? firstSupportedLanguage(asked.acceptLanguage) ?? 'en';
}
