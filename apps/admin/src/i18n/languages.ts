/**
 * The interface languages (spec §1: English by default, and Spanish; spec §9
 * languages en and es). Each is named in its own language in the picker.
 */
export const languages = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
] as const;

/** A language code of the back office. */
export type Language = (typeof languages)[number]['code'];

/** spec §1: English is the default language. */
export const defaultLanguage: Language = 'en';

/** Whether a value names a supported language, e.g. 'es' → true, 'fr' → false. */
export function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language.code === value);
}
