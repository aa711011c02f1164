import { format, parseISO, startOfISOWeek } from 'date-fns';
import { sql } from 'kysely';
import type { DashboardResponse, ProgramFamily } from '@huddle/schemas';
import { statusOf } from '../registrations/registration-status.ts';
import type { ServiceContext } from '../service-context.ts';
import { applicantFunnel } from '../drafts/applicant-funnel.ts';

const nameOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The analytics dashboard figures (GET /api/admin/dashboard) over the live
 * registrations of the given program families, in league year `eventYear`
 * when given (registrations.event_year), else every year:
 * - applicationsOverTime: applications per week (Monday of the week of the
 *   UTC submission date, 'YYYY-MM-DD'), oldest first;
 * - applicationsByProgram: per program, most first, then by name;
 * - statusFunnel: per current status, by status code;
 * - feesCollected: payments minus refunds and voids (their amounts count as
 *   given back whatever their sign), in cents, of the same registrations,
 *   also removed ones (the money moved), total and per program;
 * - applicantFunnel: per program, form opens and starts and live
 *   applications (applicantFunnel).
 * No families → empty figures.
 */
export async function dashboardFigures(
  ctx: Pick<ServiceContext, 'db'>,
  families: readonly ProgramFamily[],
  eventYear?: number,
): Promise<DashboardResponse> {
  const empty: DashboardResponse = {
    applicationsOverTime: [],
    applicationsByProgram: [],
    statusFunnel: [],
    feesCollected: { totalCents: 0, byProgram: [] },
    applicantFunnel: [],
  };
  if (families.length === 0) return empty;
  const programs = await ctx.db
    .selectFrom('programs')
    .select(['id', 'event_name'])
    .where('family', 'in', [...families])
    .execute();
  if (programs.length === 0) return empty;
  const names = new Map(programs.map((program) => [program.id, program.event_name]));

  let scoped = ctx.db.selectFrom('registrations').where('program_id', 'in', [...names.keys()]);
  if (eventYear !== undefined) scoped = scoped.where('event_year', '=', eventYear);
  const live = scoped.where('deleted_at', 'is', null);
  const day = sql<string>`substr(submitted_at, 1, 10)`;

  const [days, perProgram, perStatus, fees] = await Promise.all([
    live
      .select([day.as('day'), sql<number>`count(*)`.as('count')])
      .groupBy(day)
      .execute(),
    live
      .select(['program_id', sql<number>`count(*)`.as('count')])
      .groupBy('program_id')
      .execute(),
    live
      .select(['status', sql<number>`count(*)`.as('count')])
      .groupBy('status')
      .execute(),
    scoped
      .innerJoin('transactions', 'transactions.registration_id', 'registrations.id')
      .select([
        'registrations.program_id',
        sql<number>`sum(case when transactions.kind = 'payment' then transactions.amount_paid_cents else -abs(transactions.amount_paid_cents) end)`.as(
          'cents',
        ),
      ])
      .groupBy('registrations.program_id')
      .execute(),
  ]);

  const byProgramName =
    <T extends { eventName: string }>(key: (item: T) => number) =>
    (a: T, b: T) =>
      key(b) - key(a) || nameOrder.compare(a.eventName, b.eventName);
  const feesByProgram = fees
    .map((row) => ({ eventId: row.program_id, eventName: names.get(row.program_id) ?? '', totalCents: Number(row.cents) }))
    .sort(byProgramName((item) => item.totalCents));
  const funnel = await applicantFunnel(ctx, names, new Map(perProgram.map((row) => [row.program_id, Number(row.count)])), eventYear);
  return {
    applicationsOverTime: weeklyCounts(days.map((row) => ({ day: row.day, count: Number(row.count) }))),
    applicationsByProgram: perProgram
      .map((row) => ({ eventId: row.program_id, eventName: names.get(row.program_id) ?? '', count: Number(row.count) }))
      .sort(byProgramName((item) => item.count)),
    statusFunnel: perStatus
      .map((row) => {
        const status = statusOf(row.status);
        return { registrationStatus: status.code, statusName: status.name, count: Number(row.count) };
      })
      .sort((a, b) => a.registrationStatus - b.registrationStatus),
    feesCollected: { totalCents: feesByProgram.reduce((sum, item) => sum + item.totalCents, 0), byProgram: feesByProgram },
    applicantFunnel: funnel,
  };
}

/** Day counts ('YYYY-MM-DD') summed per ISO week (Monday), oldest week first. */
export function weeklyCounts(days: readonly { day: string; count: number }[]): { week: string; count: number }[] {
  const weeks = new Map<string, number>();
  for (const { day, count } of days) {
    const week = format(startOfISOWeek(parseISO(day)), 'yyyy-MM-dd');
    weeks.set(week, (weeks.get(week) ?? 0) + count);
  }
  return [...weeks].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([week, count]) => ({ week, count }));
}
