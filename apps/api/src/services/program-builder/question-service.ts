import type { Kysely } from 'kysely';
import type { Question, QuestionCreateRequest, QuestionUpdateRequest } from '@huddle/schemas';
import { takesOptions } from '@huddle/program-rules';
import type { Database } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { findProgram } from '../programs/find-program.ts';
import { loadFormDefinition } from '../programs/form-definition-service.ts';
import type { ServiceContext } from '../service-context.ts';
import type { StaffActor } from '../registrations/status-change-service.ts';
import { builderWrite } from './builder-write.ts';

/**
 * The program's questions with their options, by displayOrder then id
 * (spec §2 Program Questions). 404 problem for an unknown program.
 */
export async function listQuestions(db: Kysely<Database>, eventId: number): Promise<Question[]> {
  return (await loadFormDefinition(db, eventId)).questions;
}

/** One question of the program with its options; 404 problem when the program has no such question. */
export async function getQuestion(db: Kysely<Database>, eventId: number, questionId: number): Promise<Question> {
  await findQuestionRow(db, eventId, questionId);
  const question = (await listQuestions(db, eventId)).find((candidate) => candidate.questionId === questionId);
  if (question === undefined) throw noSuchQuestion(eventId, questionId);
  return question;
}

/**
 * POST /api/admin/events/{eventId}/questions (spec §2 Create Question): a new
 * question without options, required unless said otherwise, after the last
 * question unless displayOrder is given. builderWrite: one transaction with
 * the form version and the audit row 'program.question.create'.
 */
export async function createQuestion(
  ctx: ServiceContext,
  eventId: number,
  body: QuestionCreateRequest,
  actor: StaffActor,
): Promise<Question> {
  await findProgram(ctx.db, eventId);
  return builderWrite(ctx, { programId: eventId, actor, action: 'program.question.create' }, async (trx) => {
    const displayOrder = body.displayOrder ?? (await nextQuestionOrder(trx, eventId));
    const { id } = await trx
      .insertInto('questions')
      .values({
        program_id: eventId,
        question_text: body.questionText,
        question_name: body.questionName ?? null,
        question_type_id: body.questionTypeId,
        character_limit: body.characterLimit ?? 0,
        display_order: displayOrder,
        required: body.required === false ? 0 : 1,
        configuration_json: body.configuration === undefined || body.configuration === null ? null : JSON.stringify(body.configuration),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const question = await getQuestion(trx, eventId, id);
    return { result: question, before: null, after: question, target: `question:${id}` };
  });
}

/**
 * PUT /api/admin/events/{eventId}/questions/{questionId} ('Question Details'):
 * changes the fields sent. A question with options cannot become a Text Box
 * or ContactList (422 naming questionTypeId: remove its options first).
 * Audit 'program.question.update' with the question before and after.
 */
export async function updateQuestion(
  ctx: ServiceContext,
  eventId: number,
  questionId: number,
  body: QuestionUpdateRequest,
  actor: StaffActor,
): Promise<Question> {
  const before = await getQuestion(ctx.db, eventId, questionId);
  if (body.questionTypeId !== undefined && !takesOptions(body.questionTypeId) && before.questionOptions.length > 0) {
    throw new ProblemError(422, 'Invalid request body', 'This question has options.', [
      { name: 'questionTypeId', reason: 'Text Box and ContactList questions have no options: remove the options first' },
    ]);
  }
  return builderWrite(
    ctx,
    { programId: eventId, actor, action: 'program.question.update', target: `question:${questionId}` },
    async (trx) => {
      await trx
        .updateTable('questions')
        .set({
          ...(body.questionText === undefined ? {} : { question_text: body.questionText }),
          ...(body.questionName === undefined ? {} : { question_name: body.questionName }),
          ...(body.questionTypeId === undefined ? {} : { question_type_id: body.questionTypeId }),
          ...(body.characterLimit === undefined ? {} : { character_limit: body.characterLimit }),
          ...(body.displayOrder === undefined ? {} : { display_order: body.displayOrder }),
          ...(body.required === undefined ? {} : { required: body.required ? 1 : 0 }),
          ...(body.configuration === undefined
            ? {}
            : { configuration_json: body.configuration === null ? null : JSON.stringify(body.configuration) }),
        })
        .where('id', '=', questionId)
        .where('program_id', '=', eventId)
        .execute();
      const after = await getQuestion(trx, eventId, questionId);
      return { result: after, before, after };
    },
  );
}

/**
 * DELETE /api/admin/events/{eventId}/questions/{questionId}: removes the
 * question and its options. Earlier submissions keep their answers and the
 * form version they were given under. Audit 'program.question.delete'.
 */
export async function deleteQuestion(ctx: ServiceContext, eventId: number, questionId: number, actor: StaffActor): Promise<void> {
  const before = await getQuestion(ctx.db, eventId, questionId);
  await builderWrite(
    ctx,
    { programId: eventId, actor, action: 'program.question.delete', target: `question:${questionId}` },
    async (trx) => {
      await trx.deleteFrom('question_options').where('question_id', '=', questionId).execute();
      await trx.deleteFrom('questions').where('id', '=', questionId).where('program_id', '=', eventId).execute();
      return { result: undefined, before, after: null };
    },
  );
}

/**
 * PUT /api/admin/events/{eventId}/questions/{questionId}/display-order/{n}
 * (spec §2: Order editable): sets the question's displayOrder to n; returns
 * every question in the new order. Audit 'program.question.order'.
 */
export async function setQuestionOrder(
  ctx: ServiceContext,
  eventId: number,
  questionId: number,
  order: number,
  actor: StaffActor,
): Promise<Question[]> {
  const before = await getQuestion(ctx.db, eventId, questionId);
  return builderWrite(
    ctx,
    { programId: eventId, actor, action: 'program.question.order', target: `question:${questionId}` },
    async (trx) => {
      await trx.updateTable('questions').set({ display_order: order }).where('id', '=', questionId).execute();
      return { result: await listQuestions(trx, eventId), before: { displayOrder: before.displayOrder }, after: { displayOrder: order } };
    },
  );
}

/** The questions row of this program; 404 problem otherwise. */
export async function findQuestionRow(db: Kysely<Database>, eventId: number, questionId: number) {
  const row = await db
    .selectFrom('questions')
    .selectAll()
    .where('id', '=', questionId)
    .where('program_id', '=', eventId)
    .executeTakeFirst();
  if (row === undefined) {
    await findProgram(db, eventId);
    throw noSuchQuestion(eventId, questionId);
  }
  return row;
}

async function nextQuestionOrder(db: Kysely<Database>, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.max('display_order').as('last'))
    .where('program_id', '=', eventId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 1 : Number(row.last) + 1;
}

function noSuchQuestion(eventId: number, questionId: number): ProblemError {
  return new ProblemError(404, 'Not Found', `Program ${eventId} has no question ${questionId}.`);
}
