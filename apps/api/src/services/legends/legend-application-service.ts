import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ApplicationsListResponse, ApplicationsQuery, ApplicationUpdateRequest, LegendApplication } from '@huddle/schemas';
import type { Database } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { containsIgnoringCase } from '../participants/contains-pattern.ts';
import { participantPageCount, participantPageSize } from '../participants/participant-list-query.ts';
import { statusOf } from '../registrations/registration-status.ts';
import type { ServiceContext } from '../service-context.ts';
import { choiceLabelOf } from './business-facts.ts';
import { auditLegendChange } from './legend-audit.ts';
import { legendTeams } from './legend-history-service.ts';
import { toLegendApplication } from './legend-application-entity.ts';
import type { LegendActor } from './legend-service.ts';

type Scope = 'la' | 'r';

function applicationFilters(
  query: ApplicationsQuery,
): (eb: ExpressionBuilder<Database & { la: Database['legend_applications']; r: Database['registrations'] }, Scope>) => Expression<SqlBool> {
  return (eb) => {
    const conditions: Expression<SqlBool>[] = [eb('r.deleted_at', 'is', null)];
    if (query.fromDate) conditions.push(eb('r.submitted_at', '>=', `${query.fromDate}T00:00:00.000Z`));
    if (query.toDate) conditions.push(eb('r.submitted_at', '<=', `${query.toDate}T23:59:59.999Z`));
    const name = query.filterName?.trim();
    if (name) conditions.push(eb.or([containsIgnoringCase('r.search_name', name), containsIgnoringCase('la.sort_name', name)]));
    if (query.country) conditions.push(eb('la.country', '=', query.country));
    if (query.state) conditions.push(sql<SqlBool>`upper(la.state_code) = ${query.state.trim().toUpperCase()}`);
    if (query.status !== undefined) conditions.push(eb('r.status', '=', query.status));
    return eb.and(conditions);
  };
}

/**
 * GET /api/applications (spec §7 legend applications, §3 filters): one page
 * of Legends Directory applications of live registrations, newest first,
 * filtered by submission day (fromDate/toDate, UTC, inclusive), name
 * (applicant or company contains filterName), company country and state,
 * and status; paged as the spec §2 lists (participantPageSize).
 */
export async function listApplications(ctx: Pick<ServiceContext, 'db'>, query: ApplicationsQuery): Promise<ApplicationsListResponse> {
  const base = ctx.db
    .selectFrom('legend_applications as la')
    .innerJoin('registrations as r', 'r.id', 'la.registration_id')
    .where(applicationFilters(query));
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const pageSize = participantPageSize(total);
  const page = Math.max(1, query.page ?? 1);
  const rows = await base
    .select([
      'la.id',
      'la.legend_id',
      'la.registration_id',
      'r.first_name',
      'r.last_name',
      'la.company_name',
      'la.industries_json',
      'la.city',
      'la.state_code',
      'la.country',
      'r.status',
      'r.submitted_at',
    ])
    .orderBy('r.submitted_at', 'desc')
    .orderBy('la.id', 'desc')
    .limit(pageSize)
    // A page past the end is empty (the offset stops at the total, within the databases' integer range).
    .offset(Math.min((page - 1) * pageSize, total))
    .execute();
  return {
    applications: rows.map((row) => ({
      applicationId: row.id,
      legendId: row.legend_id,
      registrationId: row.registration_id,
      applicantName: [row.first_name, row.last_name].filter(Boolean).join(' '),
      companyName: row.company_name,
      industry: (JSON.parse(row.industries_json) as string[]).map(choiceLabelOf).join(', ') || null,
      city: row.city,
      state: row.state_code,
      country: row.country,
      registrationStatus: statusOf(row.status).code,
      statusName: statusOf(row.status).name,
      applicationDate: row.submitted_at,
    })),
    total,
    page,
    pageSize,
    pageCount: participantPageCount(total),
  };
}

/** GET /api/applications/{applicationId}: the Legend application (spec §3); 404 problem when unknown or its registration was removed. */
export async function getApplication(ctx: Pick<ServiceContext, 'db'>, applicationId: number): Promise<LegendApplication> {
  const application = await ctx.db.selectFrom('legend_applications').selectAll().where('id', '=', applicationId).executeTakeFirst();
  const registration =
    application === undefined
      ? undefined
      : await ctx.db
          .selectFrom('registrations')
          .selectAll()
          .where('id', '=', application.registration_id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
  if (application === undefined || registration === undefined) {
    throw new ProblemError(404, 'Not Found', `There is no Legends application ${applicationId}.`);
  }
  const latest = await ctx.db
    .selectFrom('status_log')
    .select('changed_at')
    .where('registration_id', '=', registration.id)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const { teams } = await legendTeams(ctx, application.legend_id);
  return toLegendApplication({ application, registration, statusDate: latest?.changed_at ?? null, teams });
}

/**
 * PUT /api/applications/{applicationId}: sets the business description the
 * public directory shows (trimmed; empty removes it), audited
 * 'legend-application.update' with before/after. 404 problem when unknown.
 */
export async function updateApplication(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  applicationId: number,
  request: ApplicationUpdateRequest,
  actor: LegendActor,
): Promise<LegendApplication> {
  const before = await getApplication(ctx, applicationId);
  const description = request.businessDescription?.trim() || null;
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('legend_applications')
      .set({ business_description: description, updated_at: at })
      .where('id', '=', applicationId)
      .execute();
    await auditLegendChange(trx, {
      at,
      actor: actor.email,
      action: 'legend-application.update',
      target: `legend-application:${applicationId}`,
      before: { businessDescription: before.businessDescription ?? null },
      after: { businessDescription: description },
    });
  });
  return getApplication(ctx, applicationId);
}
