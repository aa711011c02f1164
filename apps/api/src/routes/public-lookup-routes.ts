import { Hono } from 'hono';
import type { CollegeDivision, PlayerInfoQuery } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { lookupRateLimit, type LookupRateLimit } from '../http/lookup-rate-limit.ts';
import { validParams, validQuery } from '../http/validate-request.ts';
import {
  publicCollegeSuggestions,
  publicConferenceNames,
  publicPlayerInfo,
  publicPlayerSuggestions,
} from '../services/players/public-player-lookup-service.ts';
import type { ServiceContext } from '../services/service-context.ts';

/**
 * The public look-ups of a program's form (anonymous; one rate limit per
 * client address shared by the four, see lookupRateLimit):
 * - GET /api/events/{eventId}/search-player-db/{pattern} → { players } (≤ 20;
 *   400 under 2 characters; 404 unless the current form has PlayerDbInfo);
 * - GET /api/events/{eventId}/search-colleges/{pattern} → { colleges };
 * - GET /api/events/{eventId}/ncaa-conferences/{division} → { conferences };
 * - GET /api/events/{eventId}/player-info?p={playerId} → { player, playerAlreadyEnrolled }.
 */
export function publicLookupRoutes(ctx: ServiceContext, rateLimit?: LookupRateLimit, trustProxy = 0): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const limit = lookupRateLimit(rateLimit, { name: 'lookup', db: ctx.db, trustProxy });

  const players = apiOperations.searchProgramPlayers;
  routes.get(routePath(players), limit, validParams<{ eventId: number; pattern: string }>(players), async (c) => {
    const { eventId, pattern } = c.req.valid('param');
    return c.json({ players: await publicPlayerSuggestions(ctx, eventId, pattern) });
  });

  const colleges = apiOperations.searchProgramColleges;
  routes.get(routePath(colleges), limit, validParams<{ eventId: number; pattern: string }>(colleges), async (c) => {
    const { eventId, pattern } = c.req.valid('param');
    return c.json({ colleges: await publicCollegeSuggestions(ctx, eventId, pattern) });
  });

  const conferences = apiOperations.listProgramConferences;
  routes.get(routePath(conferences), limit, validParams<{ eventId: number; division: CollegeDivision }>(conferences), async (c) => {
    const { eventId, division } = c.req.valid('param');
    return c.json({ conferences: await publicConferenceNames(ctx, eventId, division) });
  });

  const info = apiOperations.getProgramPlayerInfo;
  routes.get(routePath(info), limit, validParams<{ eventId: number }>(info), validQuery<PlayerInfoQuery>(info), async (c) => {
    const { eventId } = c.req.valid('param');
    return c.json(await publicPlayerInfo(ctx, eventId, c.req.valid('query').p));
  });
  return routes;
}
