import {
  fetchApplication,
  fetchLegend,
  fetchLegendApplications,
  fetchLegendDocuments,
  fetchLegendNotes,
  fetchLegendTeams,
} from '../api/legends.ts';
import { checkId, notFoundOn404 } from '../routes/route-params.ts';

/**
 * Everything a Legend's page shows, loaded together: the Legend and player
 * record, applications with their histories, teams, notes, documents, and
 * the latest application in full (the business), null without one.
 * An unknown Legend is the 404 page.
 */
export async function loadLegendPage(legendIdParam: string, signal: AbortSignal) {
  const legendId = checkId(legendIdParam);
  const [legend, history, teams, notes, documents] = await notFoundOn404(
    Promise.all([
      fetchLegend(legendId, signal),
      fetchLegendApplications(legendId, signal),
      fetchLegendTeams(legendId, signal),
      fetchLegendNotes(legendId, signal),
      fetchLegendDocuments(legendId, signal),
    ]),
  );
  const latest = history.applications[0];
  const business = latest === undefined ? null : (await fetchApplication(latest.applicationId, signal)).application;
  return { legendId, ...legend, history, teams: teams.teams, notes: notes.notes, documents: documents.documents, business };
}

/** What loadLegendPage gives the page. */
export type LegendPageData = Awaited<ReturnType<typeof loadLegendPage>>;
