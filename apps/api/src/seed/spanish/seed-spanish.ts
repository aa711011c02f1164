import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { writeTranslations, type TextKey } from '../../services/translations/translation-rows.ts';
import type { CatalogProgram } from '../catalog/catalog-program.ts';
import { spanishComponentNames, type SpanishProgram } from './spanish-catalog.ts';
import { spanishMessages } from './spanish-messages.ts';

/**
 * Stores the Spanish texts of the seeded programs (program_translations,
 * language 'es'): name, description, messages and emails, the display names
 * of their components (spanishComponentNames), question texts and option
 * labels, matched to the rows seedCatalog wrote by componentKey, question
 * text and option name. Throws when a Spanish text names a question or
 * option the program does not have (the catalog and its translation drifted).
 */
export async function seedSpanish(
  db: Kysely<Database>,
  catalog: readonly CatalogProgram[],
  spanish: readonly SpanishProgram[],
  now: Date,
): Promise<void> {
  for (const translation of spanish) {
    const program = catalog.find((entry) => entry.id === translation.programId);
    if (program === undefined) throw new Error(`The Spanish seed names program ${translation.programId}, which the catalog does not have.`);
    const texts: (TextKey & { text: string })[] = [
      { entityKind: 'program', entityId: 0, field: 'programDisplayName', text: translation.programDisplayName },
      ...Object.entries(spanishMessages(program, translation.programDisplayName, translation.description)).map(([field, text]) => ({
        entityKind: 'program' as const,
        entityId: 0,
        field: field as TextKey['field'],
        text,
      })),
      ...(await componentTexts(db, program.id)),
      ...(await questionTexts(db, translation)),
    ];
    await writeTranslations(db, program.id, 'es', texts, now);
  }
}

async function componentTexts(db: Kysely<Database>, programId: number): Promise<(TextKey & { text: string })[]> {
  const components = await db
    .selectFrom('program_components')
    .select(['id', 'component_key'])
    .where('program_id', '=', programId)
    .execute();
  return components.flatMap((component) => {
    const text = spanishComponentNames[component.component_key];
    return text === undefined ? [] : [{ entityKind: 'component' as const, entityId: component.id, field: 'displayName' as const, text }];
  });
}

async function questionTexts(db: Kysely<Database>, translation: SpanishProgram): Promise<(TextKey & { text: string })[]> {
  const questions = await db
    .selectFrom('questions')
    .select(['id', 'question_text'])
    .where('program_id', '=', translation.programId)
    .execute();
  const texts: (TextKey & { text: string })[] = [];
  for (const [english, spanish] of Object.entries(translation.questions)) {
    const question = questions.find((row) => row.question_text === english);
    if (question === undefined) throw new Error(`Program ${translation.programId} has no question '${english}' to translate.`);
    texts.push({ entityKind: 'question', entityId: question.id, field: 'questionText', text: spanish.text });
    const options = await db.selectFrom('question_options').select(['id', 'option_name']).where('question_id', '=', question.id).execute();
    for (const [name, label] of Object.entries(spanish.options ?? {})) {
      const option = options.find((row) => row.option_name === name);
      if (option === undefined) throw new Error(`Question '${english}' has no option '${name}' to translate.`);
      texts.push({ entityKind: 'option', entityId: option.id, field: 'optionName', text: label });
    }
  }
  return texts;
}
