import type { QueryClient } from '@tanstack/react-query';
import { applicationQuery, legendQueries } from '../api/legends.ts';
import { checkId, notFoundOn404 } from '../routes/route-params.ts';

/**
 * Everything a Legend's page shows, loaded together through the query cache: the Legend and player
 * record, applications with their histories, teams, notes, documents, and
 * the latest application in full (the business), null without one.
 * An unknown Legend is the 404 page.
 */
export async function loadLegendPage(queryClient: QueryClient, legendIdParam: string) {
  const legendId = checkId(legendIdParam);
  const queries = legendQueries(legendId);
  const [legend, history, teams, notes, documents] = await notFoundOn404(
    Promise.all([
      queryClient.fetchQuery(queries.legend),
      queryClient.fetchQuery(queries.applications),
      queryClient.fetchQuery(queries.teams),
      queryClient.fetchQuery(queries.notes),
      queryClient.fetchQuery(queries.documents),
    ]),
  );
  const latest = history.applications[0];
  const business = latest === undefined ? null : (await queryClient.fetchQuery(applicationQuery(latest.applicationId))).application;
  return { legendId, ...legend, history, teams: teams.teams, notes: notes.notes, documents: documents.documents, business };
}

/** What loadLegendPage gives the page. */
export type LegendPageData = Awaited<ReturnType<typeof loadLegendPage>>;
