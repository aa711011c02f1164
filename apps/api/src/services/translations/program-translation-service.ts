import type {
  ProgramSettingsField,
  ProgramTranslationsResponse,
  ProgramTranslationsUpdateRequest,
  Role,
  TranslationLanguage,
} from '@huddle/schemas';
import { editableSettingsFields, seesLegalDisclaimer } from '@huddle/program-rules';
import { sanitizeRichText } from '@huddle/program-rules/server';
import { ProblemError, type InvalidParam } from '../../errors/problem-error.ts';
import { builderWrite } from '../program-builder/builder-write.ts';
import { loadFormDefinition } from '../programs/form-definition-service.ts';
import { findProgram } from '../programs/find-program.ts';
import { readProgramSettings } from '../programs/program-settings.ts';
import type { StaffActor } from '../registrations/status-change-service.ts';
import type { SettingsCaller } from '../program-builder/program-settings-service.ts';
import type { ServiceContext } from '../service-context.ts';
import { programTexts, type EnglishText } from './program-texts.ts';
import { readTranslations, textKeyOf, writeTranslations } from './translation-rows.ts';

/**
 * GET /api/admin/events/{eventId}/translations/{language}: every
 * applicant-facing text of the program (programTexts) with its translation
 * (null when missing) and the completeness counts. The legal disclaimer
 * only for roles that see its English version (spec §6,
 * programs.settings.legalDisclaimer). 404 problem for an unknown program.
 */
export async function getProgramTranslations(
  ctx: Pick<ServiceContext, 'db' | 'registry'>,
  eventId: number,
  language: TranslationLanguage,
  roles: readonly Role[],
): Promise<ProgramTranslationsResponse> {
  const legal = seesLegalDisclaimer(roles);
  const english = (await englishTexts(ctx, eventId)).filter((text) => legal || text.field !== 'legalDisclaimerMessage');
  const stored = await readTranslations(ctx.db, eventId, language);
  const texts = english.map((text) => ({ ...text, text: stored.get(textKeyOf(text)) ?? null }));
  return { language, total: texts.length, translated: texts.filter((text) => text.text !== null).length, texts };
}

/**
 * PUT /api/admin/events/{eventId}/translations/{language}: saves the texts
 * sent (a blank text removes a translation), rich texts sanitized like their
 * English versions. A text that is not one of the program's (programTexts)
 * is a 422 problem naming `texts[i]`; a program text whose English field the
 * caller may not change (editableSettingsFields: the Legends admin subset,
 * the legal disclaimer only with its permission) is a 403 problem naming
 * `texts[i]`; nothing is saved then. One
 * transaction with an audit row 'program.translations' (the keys and texts
 * before and after). The form version does not change: translations are a
 * view of it and never change what is valid (translateCompiledForm).
 */
export async function saveProgramTranslations(
  ctx: ServiceContext,
  eventId: number,
  language: TranslationLanguage,
  update: ProgramTranslationsUpdateRequest,
  caller: SettingsCaller,
): Promise<ProgramTranslationsResponse> {
  const actor: StaffActor = { email: caller.email, displayName: caller.displayName };
  const editable = new Set<string>(editableSettingsFields(caller.roles));
  const forbidden = update.texts.flatMap((entry, index) =>
    entry.entityKind === 'program' && !editable.has(entry.field as ProgramSettingsField)
      ? [{ name: `texts[${index}]`, reason: 'may not be changed with your roles' }]
      : [],
  );
  if (forbidden.length > 0) throw new ProblemError(403, 'Forbidden', 'Your roles do not allow changing some of these texts.', forbidden);
  const english = new Map((await englishTexts(ctx, eventId)).map((text) => [textKeyOf(text), text]));
  const invalid: InvalidParam[] = [];
  const texts = update.texts.map((entry, index) => {
    const known = english.get(textKeyOf(entry));
    if (known === undefined) invalid.push({ name: `texts[${index}]`, reason: `is not a text of program ${eventId}` });
    return { ...entry, text: known?.rich === true ? sanitizeRichText(entry.text) : entry.text.trim() };
  });
  if (invalid.length > 0) throw new ProblemError(422, 'Invalid request body', 'Some texts are not texts of this program.', invalid);
  await builderWrite(
    ctx,
    { programId: eventId, actor, action: 'program.translations', target: `program:${eventId}:${language}` },
    async (trx) => {
      const before = await readTranslations(trx, eventId, language);
      await writeTranslations(trx, eventId, language, texts, ctx.now());
      return {
        result: undefined,
        before: Object.fromEntries(texts.map((text) => [textKeyOf(text), before.get(textKeyOf(text)) ?? null])),
        after: Object.fromEntries(texts.map((text) => [textKeyOf(text), text.text === '' ? null : text.text])),
      };
    },
  );
  return getProgramTranslations(ctx, eventId, language, caller.roles);
}

async function englishTexts(ctx: Pick<ServiceContext, 'db' | 'registry'>, eventId: number): Promise<EnglishText[]> {
  const program = await findProgram(ctx.db, eventId);
  const definition = await loadFormDefinition(ctx.db, eventId);
  return programTexts(
    { programDisplayName: program.program_display_name, settings: readProgramSettings(program) },
    definition,
    ctx.registry,
  );
}
