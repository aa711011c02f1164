import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { LegendRequest, LegendResponse, LegendsListResponse, LegendsQuery } from '@huddle/schemas';
import type { Database } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { containsIgnoringCase } from '../participants/contains-pattern.ts';
import { participantPageCount, participantPageSize } from '../participants/participant-list-query.ts';
import { toPlayerRecord } from '../players/player-search-service.ts';
import { statusOf } from '../registrations/registration-status.ts';
import type { ServiceContext } from '../service-context.ts';
import { auditLegendChange } from './legend-audit.ts';
import { assertEmailFree, findLegend, legendColumnsOf, toLegend } from './legend-records.ts';

/** The staff member changing a Legend (their email goes to the audit log). */
export interface LegendActor {
  email: string;
  displayName: string;
}

type Ctx = Pick<ServiceContext, 'db' | 'now'>;

function legendFilters(query: LegendsQuery): (eb: ExpressionBuilder<Database, 'legends'>) => Expression<SqlBool> {
  return (eb) => {
    const conditions: Expression<SqlBool>[] = [];
    const search = query.search?.trim();
    if (search) {
      conditions.push(
        eb.or([
          containsIgnoringCase('legends.search_name', search),
          containsIgnoringCase('legends.email', search),
          eb.exists(
            eb
              .selectFrom('legend_applications as la')
              .select('la.id')
              .whereRef('la.legend_id', '=', 'legends.id')
              .where(containsIgnoringCase('la.sort_name', search)),
          ),
        ]),
      );
    }
    const state = query.state?.trim().toUpperCase();
    if (state) {
      conditions.push(
        eb.or([
          eb(sql`upper(legends.state_code)`, '=', state),
          eb.exists(
            eb
              .selectFrom('legend_applications as la')
              .select('la.id')
              .whereRef('la.legend_id', '=', 'legends.id')
              .where(sql<SqlBool>`upper(la.state_code) = ${state}`),
          ),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

/**
 * GET /api/legends: one page of Legends by name ('first last'), filtered by
 * `search` (name, email or one of their company names contains it) and
 * `state` (their state or a company's), paged as the spec §2 lists
 * (participantPageSize). Each row carries the company and registration
 * status of the Legend's latest application.
 */
export async function listLegends(ctx: Pick<ServiceContext, 'db'>, query: LegendsQuery): Promise<LegendsListResponse> {
  const where = legendFilters(query);
  const counted = await ctx.db
    .selectFrom('legends')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where(where)
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const pageSize = participantPageSize(total);
  const page = Math.max(1, query.page ?? 1);
  const rows = await ctx.db
    .selectFrom('legends')
    .select((eb) => [
      'legends.id',
      'legends.first_name',
      'legends.last_name',
      'legends.player_id',
      'legends.email',
      'legends.state_code',
      eb
        .selectFrom('legend_applications as la')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('la.legend_id', '=', 'legends.id')
        .as('applications'),
      eb
        .selectFrom('legend_applications as la')
        .select('la.company_name')
        .whereRef('la.legend_id', '=', 'legends.id')
        .orderBy('la.id', 'desc')
        .limit(1)
        .as('company_name'),
      eb
        .selectFrom('legend_applications as la')
        .innerJoin('registrations as r', 'r.id', 'la.registration_id')
        .select('r.status')
        .whereRef('la.legend_id', '=', 'legends.id')
        .where('r.deleted_at', 'is', null)
        .orderBy('la.id', 'desc')
        .limit(1)
        .as('latest_status'),
    ])
    .where(where)
    .orderBy('legends.search_name')
    .orderBy('legends.id')
    .limit(pageSize)
    // A page past the end is empty (the offset stops at the total, within the databases' integer range).
    .offset(Math.min((page - 1) * pageSize, total))
    .execute();
  return {
    legends: rows.map((row) => ({
      legendId: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      playerId: row.player_id,
      email: row.email,
      stateCode: row.state_code,
      companyName: row.company_name ?? null,
      applications: Number(row.applications ?? 0),
      latestStatus: row.latest_status === null || row.latest_status === undefined ? null : statusOf(row.latest_status).code,
    })),
    total,
    page,
    pageSize,
    pageCount: participantPageCount(total),
  };
}

/** GET /api/legends/{legendId}: the Legend and their player database record; 404 problem when unknown. */
export async function getLegend(ctx: Ctx, legendId: number): Promise<LegendResponse> {
  const legend = await findLegend(ctx.db, legendId);
  const player =
    legend.player_id === null
      ? undefined
      : await ctx.db.selectFrom('players').selectAll().where('id', '=', legend.player_id).executeTakeFirst();
  return { legend: toLegend(legend), player: player === undefined ? null : toPlayerRecord(player, ctx.now()) };
}

/** POST /api/legends: a new Legend (audited 'legend.create'); 409 problem naming email when another Legend has it. */
export async function createLegend(ctx: Ctx, request: LegendRequest, actor: LegendActor): Promise<LegendResponse> {
  const columns = legendColumnsOf(request);
  const at = ctx.now().toISOString();
  const id = await ctx.db.transaction().execute(async (trx) => {
    await assertEmailFree(trx, columns.email, null);
    const { id } = await trx
      .insertInto('legends')
      .values({ ...columns, player_id: null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditLegendChange(trx, { at, actor: actor.email, action: 'legend.create', target: `legend:${id}`, before: null, after: columns });
    return id;
  });
  return getLegend(ctx, id);
}

/** PUT /api/legends/{legendId}: replaces who the Legend is (audited 'legend.update', before/after); 404 unknown, 409 email taken. */
export async function updateLegend(ctx: Ctx, legendId: number, request: LegendRequest, actor: LegendActor): Promise<LegendResponse> {
  const columns = legendColumnsOf(request);
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findLegend(trx, legendId);
    await assertEmailFree(trx, columns.email, legendId);
    await trx
      .updateTable('legends')
      .set({ ...columns, updated_at: at })
      .where('id', '=', legendId)
      .execute();
    await auditLegendChange(trx, {
      at,
      actor: actor.email,
      action: 'legend.update',
      target: `legend:${legendId}`,
      before: toLegend(before),
      after: columns,
    });
  });
  return getLegend(ctx, legendId);
}

/**
 * PUT /api/legends/{legendId}/player/{playerId}: links the Legend to a player
 * database record (audited 'legend.player', before/after { playerId }).
 * 404 unknown Legend or player; 409 when another Legend has this player.
 */
export async function attachLegendPlayer(ctx: Ctx, legendId: number, playerId: number, actor: LegendActor): Promise<LegendResponse> {
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const legend = await findLegend(trx, legendId);
    const player = await trx.selectFrom('players').select('id').where('id', '=', playerId).executeTakeFirst();
    if (player === undefined) throw new ProblemError(404, 'Not Found', `There is no player ${playerId} in the player database.`);
    const holder = await trx.selectFrom('legends').select('id').where('player_id', '=', playerId).executeTakeFirst();
    if (holder !== undefined && holder.id !== legendId) {
      throw new ProblemError(409, 'Conflict', `Player ${playerId} is already linked to Legend ${holder.id}.`);
    }
    await trx.updateTable('legends').set({ player_id: playerId, updated_at: at }).where('id', '=', legendId).execute();
    await auditLegendChange(trx, {
      at,
      actor: actor.email,
      action: 'legend.player',
      target: `legend:${legendId}`,
      before: { playerId: legend.player_id },
      after: { playerId },
    });
  });
  return getLegend(ctx, legendId);
}

/** DELETE /api/legends/{legendId}/player: unlinks the player record (audited 'legend.player', after { playerId: null }); 404 unknown Legend. */
export async function detachLegendPlayer(ctx: Ctx, legendId: number, actor: LegendActor): Promise<void> {
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const legend = await findLegend(trx, legendId);
    await trx.updateTable('legends').set({ player_id: null, updated_at: at }).where('id', '=', legendId).execute();
    await auditLegendChange(trx, {
      at,
      actor: actor.email,
      action: 'legend.player',
      target: `legend:${legendId}`,
      before: { playerId: legend.player_id },
      after: { playerId: null },
    });
  });
}
