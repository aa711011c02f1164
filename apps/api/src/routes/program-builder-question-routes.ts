import { Hono } from 'hono';
import type { OptionCreateRequest, OptionUpdateRequest, QuestionCreateRequest, QuestionUpdateRequest } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { requireProgramScope } from '../auth/program-scope.ts';
import { requirePermission } from '../auth/session-middleware.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { validJson, validParams } from '../http/validate-request.ts';
import { createOption, deleteOption, updateOption } from '../services/program-builder/option-service.ts';
import {
  createQuestion,
  deleteQuestion,
  getQuestion,
  listQuestions,
  setQuestionOrder,
  updateQuestion,
} from '../services/program-builder/question-service.ts';
import type { ServiceContext } from '../services/service-context.ts';
import { actorOf } from './participant-routes.ts';

type QuestionParams = { eventId: number; questionId: number };
type OptionParams = QuestionParams & { optionId: number };

/**
 * Program builder questions and options (spec §2 Program Questions, §7).
 * Each route checks its permission (create: programs.questions.create; other
 * writes: programs.edit; reads: programs.view), then the program scope.
 * Creates answer 201, deletes 204.
 */
export function programBuilderQuestionRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = { db: ctx.db, now: ctx.now };
  const inScope = requireProgramScope(session);
  const ops = apiOperations;

  routes.get(
    routePath(ops.listProgramQuestions),
    requirePermission(ops.listProgramQuestions.permission, session),
    validParams<{ eventId: number }>(ops.listProgramQuestions),
    inScope,
    async (c) => c.json({ questions: await listQuestions(ctx.db, c.req.valid('param').eventId) }),
  );
  routes.post(
    routePath(ops.createProgramQuestion),
    requirePermission(ops.createProgramQuestion.permission, session),
    validParams<{ eventId: number }>(ops.createProgramQuestion),
    inScope,
    validJson<QuestionCreateRequest>(ops.createProgramQuestion),
    async (c) => c.json({ question: await createQuestion(ctx, c.req.valid('param').eventId, c.req.valid('json'), actorOf(c)) }, 201),
  );
  routes.get(
    routePath(ops.getProgramQuestion),
    requirePermission(ops.getProgramQuestion.permission, session),
    validParams<QuestionParams>(ops.getProgramQuestion),
    inScope,
    async (c) => {
      const { eventId, questionId } = c.req.valid('param');
      return c.json({ question: await getQuestion(ctx.db, eventId, questionId) });
    },
  );
  routes.put(
    routePath(ops.updateProgramQuestion),
    requirePermission(ops.updateProgramQuestion.permission, session),
    validParams<QuestionParams>(ops.updateProgramQuestion),
    inScope,
    validJson<QuestionUpdateRequest>(ops.updateProgramQuestion),
    async (c) => {
      const { eventId, questionId } = c.req.valid('param');
      return c.json({ question: await updateQuestion(ctx, eventId, questionId, c.req.valid('json'), actorOf(c)) });
    },
  );
  routes.delete(
    routePath(ops.deleteProgramQuestion),
    requirePermission(ops.deleteProgramQuestion.permission, session),
    validParams<QuestionParams>(ops.deleteProgramQuestion),
    inScope,
    async (c) => {
      const { eventId, questionId } = c.req.valid('param');
      await deleteQuestion(ctx, eventId, questionId, actorOf(c));
      return c.body(null, 204);
    },
  );
  routes.put(
    routePath(ops.setQuestionDisplayOrder),
    requirePermission(ops.setQuestionDisplayOrder.permission, session),
    validParams<QuestionParams & { n: number }>(ops.setQuestionDisplayOrder),
    inScope,
    async (c) => {
      const { eventId, questionId, n } = c.req.valid('param');
      return c.json({ questions: await setQuestionOrder(ctx, eventId, questionId, n, actorOf(c)) });
    },
  );
  routes.post(
    routePath(ops.createQuestionOption),
    requirePermission(ops.createQuestionOption.permission, session),
    validParams<QuestionParams>(ops.createQuestionOption),
    inScope,
    validJson<OptionCreateRequest>(ops.createQuestionOption),
    async (c) => {
      const { eventId, questionId } = c.req.valid('param');
      return c.json({ question: await createOption(ctx, eventId, questionId, c.req.valid('json'), actorOf(c)) }, 201);
    },
  );
  routes.put(
    routePath(ops.updateQuestionOption),
    requirePermission(ops.updateQuestionOption.permission, session),
    validParams<OptionParams>(ops.updateQuestionOption),
    inScope,
    validJson<OptionUpdateRequest>(ops.updateQuestionOption),
    async (c) => {
      const { eventId, questionId, optionId } = c.req.valid('param');
      return c.json({ question: await updateOption(ctx, eventId, questionId, optionId, c.req.valid('json'), actorOf(c)) });
    },
  );
  routes.delete(
    routePath(ops.deleteQuestionOption),
    requirePermission(ops.deleteQuestionOption.permission, session),
    validParams<OptionParams>(ops.deleteQuestionOption),
    inScope,
    async (c) => {
      const { eventId, questionId, optionId } = c.req.valid('param');
      await deleteOption(ctx, eventId, questionId, optionId, actorOf(c));
      return c.body(null, 204);
    },
  );
  return routes;
}
