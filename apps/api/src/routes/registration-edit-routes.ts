import { Hono } from 'hono';
import type { EditResponseRequest } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { requireProgramScope } from '../auth/program-scope.ts';
import { requirePermission } from '../auth/session-middleware.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { validJson, validParams } from '../http/validate-request.ts';
import { editRegistrationAnswers } from '../services/registrations/registration-edit-service.ts';
import type { ServiceContext } from '../services/service-context.ts';
import { actorOf } from './participant-routes.ts';

/**
 * PUT /api/events/{eventId}/responses/{personId} (participants.edit, program
 * scope): body { formVersionId, answers } → 200 { participant }; 422
 * 'Invalid answers' naming each field (nothing changed), 404 for a missing
 * or removed participant.
 */
export function registrationEditRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = { db: ctx.db, now: ctx.now };
  const edit = apiOperations.editParticipantResponses;
  routes.put(
    routePath(edit),
    requirePermission(edit.permission, session),
    validParams<{ eventId: number; personId: number }>(edit),
    requireProgramScope(session),
    validJson<EditResponseRequest>(edit),
    async (c) => {
      const { eventId, personId } = c.req.valid('param');
      const { formVersionId, answers } = c.req.valid('json');
      const participant = await editRegistrationAnswers(ctx, {
        eventId,
        registrationId: personId,
        formVersionId,
        answers,
        actor: actorOf(c),
      });
      return c.json({ participant });
    },
  );
  return routes;
}
