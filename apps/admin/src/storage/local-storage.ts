/**
 * window.localStorage, or null where there is none or the browser refuses it
 * (privacy settings). Settings kept there (language, menu mode) are then simply
 * not remembered.
 */
export function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
