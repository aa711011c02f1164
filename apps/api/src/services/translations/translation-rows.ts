import type { Kysely } from 'kysely';
import type { TranslationEntityKind, TranslationField } from '@huddle/schemas';
import type { Database } from '../../db/database.ts';

/** Identifies one translatable text of a program: entity kind, entity id (0 for the program) and field. */
export interface TextKey {
  entityKind: TranslationEntityKind;
  entityId: number;
  field: TranslationField;
}

/** A program's translations in one language, by textKeyOf(). */
export type TranslationMap = ReadonlyMap<string, string>;

/** The map key of a text: 'question:12:questionText'. */
export function textKeyOf(key: TextKey): string {
  return `${key.entityKind}:${key.entityId}:${key.field}`;
}

/** The translation of one text, or undefined when it has none (the English text is used). */
export function translationOf(map: TranslationMap, key: TextKey): string | undefined {
  return map.get(textKeyOf(key));
}

/** Every stored translation of a program in a language (program_translations, migration 0017). */
export async function readTranslations(db: Kysely<Database>, programId: number, language: string): Promise<TranslationMap> {
  const rows = await db
    .selectFrom('program_translations')
    .select(['entity_kind', 'entity_id', 'field', 'text'])
    .where('program_id', '=', programId)
    .where('language', '=', language)
    .execute();
  return new Map(
    rows.map((row) => [
      textKeyOf({ entityKind: row.entity_kind as TranslationEntityKind, entityId: row.entity_id, field: row.field as TranslationField }),
      row.text,
    ]),
  );
}

/**
 * Saves translations of a program in a language: a text replaces the stored
 * one (insert or update on the primary key, both dialects); a blank text
 * removes it.
 */
export async function writeTranslations(
  db: Kysely<Database>,
  programId: number,
  language: string,
  texts: readonly (TextKey & { text: string })[],
  now: Date,
): Promise<void> {
  for (const entry of texts) {
    const where = { program_id: programId, entity_kind: entry.entityKind, entity_id: entry.entityId, field: entry.field, language };
    if (entry.text.trim() === '') {
      await db
        .deleteFrom('program_translations')
        .where('program_id', '=', programId)
        .where('entity_kind', '=', entry.entityKind)
        .where('entity_id', '=', entry.entityId)
        .where('field', '=', entry.field)
        .where('language', '=', language)
        .execute();
      continue;
    }
    await db
      .insertInto('program_translations')
      .values({ ...where, text: entry.text, updated_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict
          .columns(['program_id', 'entity_kind', 'entity_id', 'field', 'language'])
          .doUpdateSet({ text: entry.text, updated_at: now.toISOString() }),
      )
      .execute();
  }
}
