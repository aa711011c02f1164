import { Hono } from 'hono';
import type { CollegeDivision } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { requireProgramScope } from '../auth/program-scope.ts';
import { requirePermission } from '../auth/session-middleware.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { validParams } from '../http/validate-request.ts';
import { attachPlayer } from '../services/players/player-attach-service.ts';
import { conferencesByDivision, searchColleges, searchPlayers } from '../services/players/player-search-service.ts';
import type { ServiceContext } from '../services/service-context.ts';
import { actorOf } from './participant-routes.ts';

/**
 * The player database (spec §2 'Player Db Search', §7 searches), permission players.search:
 * - GET /api/people/search-player-db/{pattern} → { players } (≤ 20; 400 under 2 characters);
 * - GET /api/people/search-colleges-in-player-db/{pattern} → { colleges } (≤ 20);
 * - GET /api/people/search-ncaa-conference-by-division/{division} → { conferences };
 * - POST /api/events/{eventId}/registrations/{registrationId}/player/{playerId}
 *   (program scope) → { participant } with playerId set.
 */
export function playerRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = { db: ctx.db, now: ctx.now };

  const players = apiOperations.searchPlayers;
  routes.get(routePath(players), requirePermission(players.permission, session), validParams<{ pattern: string }>(players), async (c) =>
    c.json({ players: await searchPlayers(ctx, c.req.valid('param').pattern) }),
  );

  const colleges = apiOperations.searchColleges;
  routes.get(routePath(colleges), requirePermission(colleges.permission, session), validParams<{ pattern: string }>(colleges), async (c) =>
    c.json({ colleges: await searchColleges(ctx, c.req.valid('param').pattern) }),
  );

  const conferences = apiOperations.searchConferencesByDivision;
  routes.get(
    routePath(conferences),
    requirePermission(conferences.permission, session),
    validParams<{ division: CollegeDivision }>(conferences),
    async (c) => c.json({ conferences: await conferencesByDivision(ctx, c.req.valid('param').division) }),
  );

  const attach = apiOperations.attachPlayer;
  routes.post(
    routePath(attach),
    requirePermission(attach.permission, session),
    validParams<{ eventId: number; registrationId: number; playerId: number }>(attach),
    requireProgramScope(session),
    async (c) => {
      const { eventId, registrationId, playerId } = c.req.valid('param');
      return c.json({ participant: await attachPlayer(ctx, { eventId, registrationId, playerId, actorEmail: actorOf(c).email }) });
    },
  );
  return routes;
}
