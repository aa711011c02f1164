import type { LegendApplicationsResponse, LegendTeamsResponse, StatusLogEntry } from '@huddle/schemas';
import { statusOf } from '../registrations/registration-status.ts';
import type { ServiceContext } from '../service-context.ts';
import { findLegend } from './legend-records.ts';

type Ctx = Pick<ServiceContext, 'db'>;

/** A stored status code as the registrationStatus and statusName fields of the API. */
function statusFields(code: number) {
  const status = statusOf(code);
  return { registrationStatus: status.code, statusName: status.name };
}

/**
 * GET /api/legends/{legendId}/applications: the Legend's Legends Directory
 * applications (live registrations), newest first, each with its status
 * log newest first (statusDate = the latest change); and the registrations
 * to other programs carrying the Legend's player record, newest first.
 * 404 problem for an unknown Legend.
 */
export async function legendApplicationHistory(ctx: Ctx, legendId: number): Promise<LegendApplicationsResponse> {
  const legend = await findLegend(ctx.db, legendId);
  const applications = await ctx.db
    .selectFrom('legend_applications as la')
    .innerJoin('registrations as r', 'r.id', 'la.registration_id')
    .innerJoin('programs as p', 'p.id', 'la.program_id')
    .select(['la.id', 'la.registration_id', 'la.program_id', 'p.event_name', 'la.company_name', 'r.status', 'r.submitted_at'])
    .where('la.legend_id', '=', legendId)
    .where('r.deleted_at', 'is', null)
    .orderBy('r.submitted_at', 'desc')
    .orderBy('la.id', 'desc')
    .execute();
  const registrationIds = applications.map((application) => application.registration_id);
  const logs =
    registrationIds.length === 0
      ? []
      : await ctx.db
          .selectFrom('status_log')
          .selectAll()
          .where('registration_id', 'in', registrationIds)
          .orderBy('changed_at', 'desc')
          .orderBy('id', 'desc')
          .execute();
  const statusesOf = (registrationId: number): StatusLogEntry[] =>
    logs
      .filter((log) => log.registration_id === registrationId)
      .map((log) => ({ statusId: log.id, ...statusFields(log.status), changedBy: log.changed_by, statusDate: log.changed_at }));
  const others =
    legend.player_id === null
      ? []
      : await ctx.db
          .selectFrom('registrations as r')
          .innerJoin('programs as p', 'p.id', 'r.program_id')
          .select(['r.id', 'r.program_id', 'p.event_name', 'p.family', 'r.event_year', 'r.status', 'r.submitted_at', 'r.modified_at'])
          .where('r.player_id', '=', legend.player_id)
          .where('r.deleted_at', 'is', null)
          .orderBy('r.submitted_at', 'desc')
          .orderBy('r.id', 'desc')
          .execute();
  return {
    applications: applications.map((application) => {
      const statuses = statusesOf(application.registration_id);
      return {
        applicationId: application.id,
        registrationId: application.registration_id,
        programId: application.program_id,
        programName: application.event_name,
        companyName: application.company_name,
        ...statusFields(application.status),
        applicationDate: application.submitted_at,
        statusDate: statuses[0]?.statusDate ?? application.submitted_at,
        statuses,
      };
    }),
    registrations: others
      .filter((registration) => !registrationIds.includes(registration.id))
      .map((registration) => ({
        registrationId: registration.id,
        programId: registration.program_id,
        programName: registration.event_name,
        family: registration.family,
        eventYear: registration.event_year,
        ...statusFields(registration.status),
        submittedAt: registration.submitted_at,
        modifiedAt: registration.modified_at,
      })),
  };
}

/**
 * GET /api/legends/{legendId}/teams: the seasons of the Legend's player
 * database record with their clubs, oldest first; none without a record.
 * 404 problem for an unknown Legend.
 */
export async function legendTeams(ctx: Ctx, legendId: number): Promise<LegendTeamsResponse> {
  const legend = await findLegend(ctx.db, legendId);
  if (legend.player_id === null) return { teams: [] };
  const seasons = await ctx.db
    .selectFrom('player_seasons')
    .select(['season', 'club_name'])
    .where('player_id', '=', legend.player_id)
    .orderBy('season')
    .execute();
  return { teams: seasons.map((row) => ({ season: row.season, clubName: row.club_name })) };
}
