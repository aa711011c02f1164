import type { Language } from '../i18n/languages.ts';
import { readStoredLanguage } from '../i18n/stored-language.ts';

/**
 * The sign-in address that brings the user back to `returnTo` afterwards and
 * shows the sign-in page in `language`, by default the stored back-office
 * language (API contract: GET /login?returnTo=/app/...&lang=es; spec §1).
 */
export function signInUrl(returnTo: string, language: Language = readStoredLanguage()): string {
  return `/login?returnTo=${encodeURIComponent(returnTo)}&lang=${language}`;
}

/**
 * Sends the browser to the sign-in page, returning to the current path and
 * query afterwards (spec §2: unauthenticated users are sent to the login).
 */
export function redirectToSignIn(): void {
  const { pathname, search } = window.location;
  window.location.assign(signInUrl(pathname + search));
}
