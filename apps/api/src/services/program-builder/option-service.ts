import type { Kysely } from 'kysely';
import type { OptionCreateRequest, OptionUpdateRequest, Question } from '@huddle/schemas';
import { takesOptions } from '@huddle/program-rules';
import type { Database } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import type { ServiceContext } from '../service-context.ts';
import type { StaffActor } from '../registrations/status-change-service.ts';
import { builderWrite } from './builder-write.ts';
import { findQuestionRow, getQuestion } from './question-service.ts';

/**
 * POST /api/admin/events/{eventId}/questions/{questionId}/options ('Question
 * Details' Add): a new option after the question's last one unless
 * displayOrder is given. Only Radio Button, Multi-Select and Drop-Down
 * questions have options (422 naming questionTypeId otherwise). Answers the
 * question with its options. Audit 'program.option.create'.
 */
export async function createOption(
  ctx: ServiceContext,
  eventId: number,
  questionId: number,
  body: OptionCreateRequest,
  actor: StaffActor,
): Promise<Question> {
  const question = await findQuestionRow(ctx.db, eventId, questionId);
  if (!takesOptions(question.question_type_id)) {
    throw new ProblemError(422, 'Invalid request body', 'This question type has no options.', [
      { name: 'questionTypeId', reason: 'only Radio Button, Multi-Select and Drop-Down questions have options' },
    ]);
  }
  return builderWrite(ctx, { programId: eventId, actor, action: 'program.option.create' }, async (trx) => {
    const { id } = await trx
      .insertInto('question_options')
      .values({
        question_id: questionId,
        option_name: body.optionName,
        option_description: body.optionDescription ?? null,
        display_order: body.displayOrder ?? (await nextOptionOrder(trx, questionId)),
        is_text_box: body.isTextBox === true ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await getQuestion(trx, eventId, questionId);
    return {
      result: after,
      before: null,
      after: after.questionOptions.find((option) => option.optionId === id) ?? null,
      target: `option:${id}`,
    };
  });
}

/**
 * PUT /api/admin/events/{eventId}/questions/{questionId}/options/{optionId}
 * (spec §2 Edit Option): changes the fields sent; answers the question.
 * 404 problem for an option of another question. Audit 'program.option.update'.
 */
export async function updateOption(
  ctx: ServiceContext,
  eventId: number,
  questionId: number,
  optionId: number,
  body: OptionUpdateRequest,
  actor: StaffActor,
): Promise<Question> {
  const before = await findOption(ctx.db, eventId, questionId, optionId);
  return builderWrite(ctx, { programId: eventId, actor, action: 'program.option.update', target: `option:${optionId}` }, async (trx) => {
    await trx
      .updateTable('question_options')
      .set({
        ...(body.optionName === undefined ? {} : { option_name: body.optionName }),
        ...(body.optionDescription === undefined ? {} : { option_description: body.optionDescription }),
        ...(body.displayOrder === undefined ? {} : { display_order: body.displayOrder }),
        ...(body.isTextBox === undefined ? {} : { is_text_box: body.isTextBox ? 1 : 0 }),
      })
      .where('id', '=', optionId)
      .execute();
    const question = await getQuestion(trx, eventId, questionId);
    return { result: question, before, after: question.questionOptions.find((option) => option.optionId === optionId) ?? null };
  });
}

/** DELETE .../questions/{questionId}/options/{optionId}: removes the option. Audit 'program.option.delete'. */
export async function deleteOption(
  ctx: ServiceContext,
  eventId: number,
  questionId: number,
  optionId: number,
  actor: StaffActor,
): Promise<void> {
  const before = await findOption(ctx.db, eventId, questionId, optionId);
  await builderWrite(ctx, { programId: eventId, actor, action: 'program.option.delete', target: `option:${optionId}` }, async (trx) => {
    await trx.deleteFrom('question_options').where('id', '=', optionId).execute();
    return { result: undefined, before, after: null };
  });
}

async function findOption(db: Kysely<Database>, eventId: number, questionId: number, optionId: number) {
  const question = await getQuestion(db, eventId, questionId);
  const option = question.questionOptions.find((candidate) => candidate.optionId === optionId);
  if (option === undefined) throw new ProblemError(404, 'Not Found', `Question ${questionId} has no option ${optionId}.`);
  return option;
}

async function nextOptionOrder(db: Kysely<Database>, questionId: number): Promise<number> {
  const row = await db
    .selectFrom('question_options')
    .select((eb) => eb.fn.max('display_order').as('last'))
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 1 : Number(row.last) + 1;
}
