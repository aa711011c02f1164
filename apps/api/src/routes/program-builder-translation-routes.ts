import { Hono } from 'hono';
import type { ProgramTranslationsUpdateRequest, TranslationLanguage } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { requireProgramScope } from '../auth/program-scope.ts';
import { currentUser, requirePermission } from '../auth/session-middleware.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { validJson, validParams } from '../http/validate-request.ts';
import { getProgramTranslations, saveProgramTranslations } from '../services/translations/program-translation-service.ts';
import type { ServiceContext } from '../services/service-context.ts';
import { actorOf } from './participant-routes.ts';

/**
 * Program builder translations (issue 14.3), permission then program scope
 * checked like the other builder routes:
 * - GET /api/admin/events/{eventId}/translations/{language} (programs.view);
 * - PUT /api/admin/events/{eventId}/translations/{language} (programs.edit).
 */
export function programBuilderTranslationRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = { db: ctx.db, now: ctx.now };
  const inScope = requireProgramScope(session);
  type Params = { eventId: number; language: TranslationLanguage };

  const read = apiOperations.getProgramTranslations;
  routes.get(routePath(read), requirePermission(read.permission, session), validParams<Params>(read), inScope, async (c) => {
    const { eventId, language } = c.req.valid('param');
    return c.json(await getProgramTranslations(ctx, eventId, language, currentUser(c)?.roles ?? []));
  });

  const save = apiOperations.updateProgramTranslations;
  routes.put(
    routePath(save),
    requirePermission(save.permission, session),
    validParams<Params>(save),
    inScope,
    validJson<ProgramTranslationsUpdateRequest>(save),
    async (c) => {
      const { eventId, language } = c.req.valid('param');
      const caller = { ...actorOf(c), roles: currentUser(c)?.roles ?? [] };
      return c.json(await saveProgramTranslations(ctx, eventId, language, c.req.valid('json'), caller));
    },
  );
  return routes;
}
