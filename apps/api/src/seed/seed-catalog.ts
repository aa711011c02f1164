import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { CatalogProgram } from './catalog/catalog-program.ts';
import { insertInBatches } from './insert-in-batches.ts';

/**
 * Writes catalog programs into programs (settings as settings_json),
 * program_paths (path_key lower-case, path as published), program_components,
 * questions with their question_options, and contacts. Component, question,
 * option and contact ids are assigned by the database in catalog order.
 */
export async function seedCatalog(db: Kysely<Database>, catalog: readonly CatalogProgram[], now: Date): Promise<void> {
  const timestamp = now.toISOString();
  await insertInBatches(
    db,
    'programs',
    catalog.map((program) => ({
      id: program.id,
      event_name: program.eventName,
      program_display_name: program.programDisplayName,
      event_year: program.eventYear,
      family: program.family,
      fixed_role: program.fixedRole,
      active_event: program.activeEvent ? 1 : 0,
      start_date: program.startDate,
      end_date: program.endDate,
      application_due_date: program.applicationDueDate,
      settings_json: JSON.stringify(program.settings),
      created_at: timestamp,
      updated_at: timestamp,
    })),
  );
  await insertInBatches(
    db,
    'program_paths',
    catalog.flatMap((program) =>
      program.paths.map((path) => ({
        path_key: path.path.replace(/^\/+/, '').toLowerCase(),
        path: path.path.replace(/^\/+/, ''),
        program_id: program.id,
        title: path.title,
        kind: path.kind ?? 'application',
      })),
    ),
  );
  await insertInBatches(
    db,
    'program_components',
    catalog.flatMap((program) =>
      program.components.map((component) => ({
        program_id: program.id,
        component_type: component.componentType,
        component_key: component.componentKey,
        display_name: component.displayName,
        display_order: component.displayOrder,
        component_text: component.componentText ?? null,
        configuration_json: JSON.stringify(component.configuration),
      })),
    ),
  );
  await insertInBatches(
    db,
    'contacts',
    catalog.flatMap((program) =>
      program.contacts.map((contact, index) => ({
        program_id: program.id,
        contact_name: contact.contactName,
        office_number: contact.officeNumber ?? null,
        mobile_number: contact.mobileNumber ?? null,
        contact_email: contact.contactEmail,
        display_order: index + 1,
      })),
    ),
  );
  for (const program of catalog) await seedQuestions(db, program);
}

async function seedQuestions(db: Kysely<Database>, program: CatalogProgram): Promise<void> {
  for (const question of program.questions) {
    const { id } = await db
      .insertInto('questions')
      .values({
        program_id: program.id,
        question_text: question.questionText,
        question_name: question.questionName ?? null,
        question_type_id: question.questionTypeId,
        character_limit: question.characterLimit,
        display_order: question.displayOrder,
        required: question.required === true ? 1 : 0,
        configuration_json:
          question.configuration === undefined || question.configuration === null ? null : JSON.stringify(question.configuration),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertInBatches(
      db,
      'question_options',
      question.questionOptions.map((option) => ({
        question_id: id,
        option_name: option.optionName,
        option_description: option.optionDescription ?? null,
        display_order: option.displayOrder,
        is_text_box: option.isTextBox ? 1 : 0,
      })),
    );
  }
}
