import { sql } from 'kysely';
import type { ServiceContext } from '../service-context.ts';
import { findProgram } from '../programs/find-program.ts';

/** A step of the public form funnel a browser session reports once. */
export type FunnelStep = 'opened' | 'started';

/**
 * Counts one browser session's step (POST /api/events/{eventId}/funnel) in
 * form_funnel_days for the program's current league year and today (UTC):
 * one atomic upsert, so concurrent beacons on any instance all count.
 * 404 problem for an unknown program.
 */
export async function recordFunnelStep(ctx: ServiceContext, eventId: number, step: FunnelStep): Promise<void> {
  const program = await findProgram(ctx.db, eventId);
  const day = ctx.now().toISOString().slice(0, 10);
  const opened = step === 'opened' ? 1 : 0;
  const started = step === 'started' ? 1 : 0;
  await ctx.db
    .insertInto('form_funnel_days')
    .values({ program_id: eventId, event_year: program.event_year, day, opened, started })
    .onConflict((conflict) =>
      conflict.columns(['program_id', 'event_year', 'day']).doUpdateSet({
        opened: sql<number>`form_funnel_days.opened + ${opened}`,
        started: sql<number>`form_funnel_days.started + ${started}`,
      }),
    )
    .execute();
}
