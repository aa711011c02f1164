import type { Kysely } from 'kysely';
import type { ContentLanguage, ProgramSettings } from '@huddle/schemas';
import type { Database } from '../../db/database.ts';
import { readTranslations, translationOf, type TranslationMap } from './translation-rows.ts';

/** The program settings texts that have a Spanish version (issue 14.3: messages, disclaimer, emails). */
export const translatedSettingsFields = [
  'eventDescription',
  'footerMessage',
  'submissionMessage',
  'eventClosedMessage',
  'legalDisclaimerMessage',
  'submissionConfirmatiomEmail',
  'acceptanceEmail',
  'denyEmail',
] as const satisfies readonly (keyof ProgramSettings)[];

/** One of translatedSettingsFields. */
export type TranslatedSettingsField = (typeof translatedSettingsFields)[number];

/**
 * The settings with each translated text replaced by its translation where
 * there is one (English otherwise); flags, fees and addresses unchanged.
 */
export function overlaySettings(settings: ProgramSettings, translations: TranslationMap): ProgramSettings {
  const texts: Partial<ProgramSettings> = {};
  for (const field of translatedSettingsFields) {
    const text = translationOf(translations, { entityKind: 'program', entityId: 0, field });
    if (text !== undefined && text.trim() !== '') texts[field] = text;
  }
  return { ...settings, ...texts };
}

/** The program's settings in a language: as stored for 'en', overlaid with the stored translations otherwise. */
export async function settingsInLanguage(
  db: Kysely<Database>,
  programId: number,
  settings: ProgramSettings,
  language: ContentLanguage,
): Promise<ProgramSettings> {
  if (language === 'en') return settings;
  return overlaySettings(settings, await readTranslations(db, programId, language));
}

/** A stored registrations.language read as a ContentLanguage ('en' for anything unknown). */
export function contentLanguageOf(value: string | null | undefined): ContentLanguage {
  return value === 'es' ? 'es' : 'en';
}
