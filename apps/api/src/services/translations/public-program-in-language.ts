import { translateCompiledForm, type CompiledForm } from '@huddle/form-engine';
import type { ContentLanguage, PublicProgram } from '@huddle/schemas';
import { sanitizeRichText } from '@huddle/program-rules/server';
import { loadFormDefinition } from '../programs/form-definition-service.ts';
import type { ServiceContext } from '../service-context.ts';
import { formTranslationOf } from './form-translation-of.ts';
import { overlaySettings } from './settings-in-language.ts';
import { readTranslations, translationOf } from './translation-rows.ts';
import { readProgramSettings } from '../programs/program-settings.ts';
import { findProgram } from '../programs/find-program.ts';

/**
 * The public program in a language (GET /api/events/{eventId}?lang=es): for
 * 'en' as it is; otherwise the program name, description, messages and
 * disclaimer in that language where translated (sanitized like the English
 * ones), and the form version's Spanish view (translateCompiledForm: same
 * id, hash, values and rules, so the applicant submits against the same
 * version and stores option values). Every text without a translation stays
 * English.
 */
export async function publicProgramInLanguage(
  ctx: Pick<ServiceContext, 'db'>,
  english: PublicProgram,
  language: ContentLanguage,
): Promise<PublicProgram> {
  if (language === 'en') return { ...english, language };
  const translations = await readTranslations(ctx.db, english.eventId, language);
  if (translations.size === 0) return { ...english, language };
  const settings = overlaySettings(readProgramSettings(await findProgram(ctx.db, english.eventId)), translations);
  const definition = await loadFormDefinition(ctx.db, english.eventId);
  // The schema types the compiled form as a plain object; it is the engine's CompiledForm.
  const source = english.formVersion.compiled as CompiledForm;
  const compiled = translateCompiledForm(source, formTranslationOf(source, definition, translations));
  return {
    ...english,
    language,
    programDisplayName:
      translationOf(translations, { entityKind: 'program', entityId: 0, field: 'programDisplayName' }) ?? english.programDisplayName,
    eventDescription: sanitizeRichText(settings.eventDescription),
    footerMessage: sanitizeRichText(settings.footerMessage),
    submissionMessage: sanitizeRichText(settings.submissionMessage),
    eventClosedMessage: sanitizeRichText(settings.eventClosedMessage),
    legalDisclaimerMessage: sanitizeRichText(settings.legalDisclaimerMessage),
    formVersion: { ...english.formVersion, compiled },
  };
}
