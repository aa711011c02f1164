import { sql } from 'kysely';
import type { DashboardResponse } from '@huddle/schemas';
import type { ServiceContext } from '../service-context.ts';

/** One program's row of the dashboard's applicant funnel. */
export type ApplicantFunnelRow = DashboardResponse['applicantFunnel'][number];

const nameOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The applicant funnel of the dashboard: per program of `names` (id →
 * event name), the browser sessions that opened its public form and that
 * started answering it (form_funnel_days, league year `eventYear` when
 * given), with `submitted` from the caller's live application counts.
 * Programs with nothing to show are left out; most opened first, then
 * most submitted, then by name. Drafts are never counted as applications.
 */
export async function applicantFunnel(
  ctx: Pick<ServiceContext, 'db'>,
  names: ReadonlyMap<number, string>,
  submitted: ReadonlyMap<number, number>,
  eventYear?: number,
): Promise<ApplicantFunnelRow[]> {
  if (names.size === 0) return [];
  let query = ctx.db
    .selectFrom('form_funnel_days')
    .select(['program_id', sql<number>`sum(opened)`.as('opened'), sql<number>`sum(started)`.as('started')])
    .where('program_id', 'in', [...names.keys()])
    .groupBy('program_id');
  if (eventYear !== undefined) query = query.where('event_year', '=', eventYear);
  const steps = new Map((await query.execute()).map((row) => [row.program_id, row]));
  const ids = new Set([...steps.keys(), ...submitted.keys()]);
  return [...ids]
    .filter((id) => names.has(id))
    .map((id) => ({
      eventId: id,
      eventName: names.get(id) ?? '',
      opened: Number(steps.get(id)?.opened ?? 0),
      started: Number(steps.get(id)?.started ?? 0),
      submitted: submitted.get(id) ?? 0,
    }))
    .filter((row) => row.opened + row.started + row.submitted > 0)
    .sort((a, b) => b.opened - a.opened || b.submitted - a.submitted || nameOrder.compare(a.eventName, b.eventName));
}
