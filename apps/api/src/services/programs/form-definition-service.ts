import type { Kysely } from 'kysely';
import type { FixedRole, FormDefinition, ProgramComponent, Question, QuestionTypeId } from '@huddle/schemas';
import type { Database } from '../../db/database.ts';
import { findProgram } from './find-program.ts';

/**
 * Loads a program's FormDefinition (the input of compileForm) from the
 * program, program_components, questions and question_options tables:
 * components by displayOrder then id, questions by displayOrder then id,
 * options by displayOrder then id. 404 problem for an unknown program.
 */
export async function loadFormDefinition(db: Kysely<Database>, programId: number): Promise<FormDefinition> {
  const program = await findProgram(db, programId);
  const [components, questions] = await Promise.all([loadComponents(db, programId), loadQuestions(db, programId)]);
  return { eventId: program.id, eventYear: program.event_year, fixedRole: program.fixed_role as FixedRole, components, questions };
}

async function loadComponents(db: Kysely<Database>, programId: number): Promise<ProgramComponent[]> {
  const rows = await db
    .selectFrom('program_components')
    .selectAll()
    .where('program_id', '=', programId)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    componentId: row.id,
    componentType: row.component_type,
    componentKey: row.component_key,
    displayName: row.display_name,
    displayOrder: row.display_order,
    componentText: row.component_text,
    configuration: JSON.parse(row.configuration_json) as ProgramComponent['configuration'],
  }));
}

async function loadQuestions(db: Kysely<Database>, programId: number): Promise<Question[]> {
  const rows = await db
    .selectFrom('questions')
    .selectAll()
    .where('program_id', '=', programId)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const options = await db
    .selectFrom('question_options')
    .selectAll()
    .where(
      'question_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    questionId: row.id,
    questionText: row.question_text,
    questionName: row.question_name,
    questionTypeId: row.question_type_id as QuestionTypeId,
    characterLimit: row.character_limit,
    displayOrder: row.display_order,
    required: row.required === 1,
    configuration: row.configuration_json === null ? null : (JSON.parse(row.configuration_json) as Question['configuration']),
    questionOptions: options
      .filter((option) => option.question_id === row.id)
      .map((option) => ({
        optionId: option.id,
        optionName: option.option_name,
        optionDescription: option.option_description,
        displayOrder: option.display_order,
        isTextBox: option.is_text_box === 1,
      })),
  }));
}
