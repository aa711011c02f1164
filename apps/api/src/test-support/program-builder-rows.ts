import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** Ids of program builder rows made for one request of a test. */
export interface BuilderRows {
  questionId: number;
  optionId: number;
  componentId: number;
  contactId: number;
  /** The program's newest form version. */
  versionId: number;
}

let made = 0;

/**
 * Inserts a fresh Radio Button question with one option, a Banner component
 * (componentKey 'builderRow{n}'), and a contact in the program, for tests
 * whose requests change or remove them; answers their ids and the program's
 * newest form version. Throws when the program has no form version yet
 * (open its public view first).
 */
export async function createBuilderRows(db: Kysely<Database>, eventId: number): Promise<BuilderRows> {
  made += 1;
  const question = await db
    .insertInto('questions')
    .values({
      program_id: eventId,
      question_text: `Builder question ${made}`,
      question_name: null,
      question_type_id: 2,
      character_limit: 0,
      display_order: 1000 + made,
      required: 1,
      configuration_json: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const option = await db
    .insertInto('question_options')
    .values({ question_id: question.id, option_name: 'Yes', option_description: null, display_order: 1, is_text_box: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const component = await db
    .insertInto('program_components')
    .values({
      program_id: eventId,
      component_type: 'Banner',
      component_key: `builderRow${made}`,
      display_name: 'Banner',
      display_order: 1000 + made,
      component_text: null,
      configuration_json: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const contact = await db
    .insertInto('contacts')
    .values({
      program_id: eventId,
      contact_name: `Builder Contact ${made}`,
      office_number: null,
      mobile_number: null,
      contact_email: 'builder.contact@example.org',
      display_order: 1000 + made,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const version = await db
    .selectFrom('form_versions')
    .select('id')
    .where('program_id', '=', eventId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { questionId: question.id, optionId: option.id, componentId: component.id, contactId: contact.id, versionId: version.id };
}
