import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router';
import { programsQuery } from '../api/programs.ts';
import { loadAllComponentReactParts } from '@huddle/components';
import { loadBuilderConfigurationChecks } from '../api/program-builder-components.ts';
import { dashboardQuery } from '../api/dashboard.ts';
import { devMailboxQuery } from '../api/dev-mailbox.ts';
import { queryClient } from '../api/query-client.ts';
import { searchResultsQuery } from '../api/search.ts';
import { leagueYearOf } from '@huddle/program-rules';
import { leagueYearSearch } from '../dashboard/league-year.ts';
import { programAreasById } from '../search/search-areas.ts';
import { loadParticipantDetail } from '../participants/participant-detail-loader.ts';
import { loadParticipantsPage } from '../participants/participants-route.ts';
import { validateParticipantsSearch } from '../participants/participants-search.ts';
import { FormsListPage } from '../pages/forms-list-page.tsx';
import { LoadingPage } from '../pages/loading-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { ParticipantsPage } from '../pages/participants-page.tsx';
import { ProgramPickerPage } from '../pages/program-picker-page.tsx';
import { RouteErrorPage } from '../pages/route-error-page.tsx';
import { SearchResultsPage } from '../pages/search-results-page.tsx';
import { AppShell } from '../shell/app-shell.tsx';
import { checkProgramParams, notFoundOn404 } from './route-params.ts';
import { legendsQuery } from '../api/legends.ts';
import { loadLegendPage } from '../legends/legend-page-loader.ts';
import { validateLegendsSearch } from '../legends/legends-search.ts';

/**
 * What every loader gets: the app's query cache. Loaders read through it with
 * fetchQuery, so a route reload (router.invalidate) or a navigation asks again
 * for whatever a save invalidated or what is stale, and components share the data.
 */
interface AdminRouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<AdminRouterContext>()({ component: AppShell });

/** spec §2: /app and /app/ lead to the analytics dashboard. */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/dashboards/analytics', replace: true });
  },
});

/** spec §2 analytics dashboard; `eventYear` defaults to the current league year (spec §9). */
const analyticsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboards/analytics',
  validateSearch: leagueYearSearch,
  loaderDeps: ({ search }) => ({ eventYear: search.eventYear ?? leagueYearOf(new Date()) }),
  loader: async ({ deps, context }) => ({
    eventYear: deps.eventYear,
    figures: await context.queryClient.fetchQuery(dashboardQuery(deps.eventYear)),
  }),
  // The charts (recharts) load with this page only.
  component: lazyRouteComponent(() => import('../pages/analytics-page.tsx'), 'AnalyticsPage'),
});

/** spec §2 navbar search results; the program list gives each result's /app area. */
const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/gogo/start/$keyword',
  loader: async ({ params, context }) => {
    const [results, programs] = await Promise.all([
      context.queryClient.fetchQuery(searchResultsQuery(params.keyword)),
      context.queryClient.fetchQuery(programsQuery('forms')).catch(() => []),
    ]);
    return { results, areas: programAreasById([...results.programs, ...programs]) };
  },
  component: SearchResultsPage,
});

/** The dev mailbox (emails queued without an SMTP server); `message` is the open message's id. */
const devMailboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dev/mailbox',
  validateSearch: (search: Record<string, unknown>): { message?: number } => {
    const id = Number(search.message);
    return Number.isInteger(id) && id > 0 ? { message: id } : {};
  },
  loader: ({ context }) => context.queryClient.fetchQuery(devMailboxQuery()),
  // SafeHtml comes with the form components' bundle, loaded with this page only.
  component: lazyRouteComponent(() => import('../pages/dev-mailbox-page.tsx'), 'DevMailboxPage'),
});

/** spec §2 program picker. */
const programPickerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/programs',
  loader: ({ context }) => context.queryClient.fetchQuery(programsQuery('picker')),
  component: ProgramPickerPage,
});

/** spec §2 forms list ('Please Select Program to Edit'). */
const formsListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/forms',
  loader: ({ context }) => context.queryClient.fetchQuery(programsQuery('forms')),
  component: FormsListPage,
});

/**
 * spec §2 program settings form, in every area (admin, nfllegends, footballOps).
 * Loaded on demand: the rich text editor, the builder panels and the live
 * preview are only needed by staff who build forms.
 */
const programInformationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$area/forms/$programId',
  loader: async ({ params, context }) => {
    const programId = checkProgramParams(params);
    const [programs] = await Promise.all([
      context.queryClient.fetchQuery(programsQuery('forms')),
      loadBuilderConfigurationChecks(context.queryClient),
      // The live preview may show any component type.
      loadAllComponentReactParts(),
    ]);
    const program = programs.find((candidate) => candidate.eventId === programId);
    if (!program) throw notFound();
    return program;
  },
  component: lazyRouteComponent(() => import('../pages/program-information-page.tsx'), 'ProgramInformationPage'),
});

/** spec §2 participants list, in every area; the URL query holds the filters, the sort and the 1-based page. */
const participantsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$area/programs/$programId/participants',
  validateSearch: validateParticipantsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, context }) =>
    notFoundOn404(loadParticipantsPage(context.queryClient, params.area, checkProgramParams(params), deps)),
  component: ParticipantsPage,
});

/** spec §2 participant detail, in every area; the program's display facts feed the read-only answers. */
const participantDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$area/programs/$programId/participant-detail/$id',
  loader: ({ params, context }) => loadParticipantDetail(context.queryClient, params),
  // The read-only form renderer (RJSF) loads with the first detail page only.
  component: lazyRouteComponent(() => import('../pages/participant-detail-page.tsx'), 'ParticipantDetailPage'),
});

/** spec §2 participant edit (the admin variant of the application form), in every area. */
const participantEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$area/programs/$programId/participant-edit/$id',
  loader: ({ params, context }) => loadParticipantDetail(context.queryClient, params),
  component: lazyRouteComponent(() => import('../pages/participant-edit-page.tsx'), 'ParticipantEditPage'),
});

/** spec §1 Legends area: the Legends list; the URL query holds the search, the state and the 1-based page. */
const legendsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/nfllegends/legends',
  validateSearch: validateLegendsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, context }) => context.queryClient.fetchQuery(legendsQuery(deps)),
  component: lazyRouteComponent(() => import('../pages/legends-page.tsx'), 'LegendsPage'),
});

/** spec §1 Legends area: one Legend's page. */
const legendRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/nfllegends/legends/$legendId',
  loader: ({ params, context }) => loadLegendPage(context.queryClient, params.legendId),
  component: lazyRouteComponent(() => import('../pages/legend-page.tsx'), 'LegendPage'),
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  analyticsRoute,
  searchRoute,
  devMailboxRoute,
  programPickerRoute,
  formsListRoute,
  programInformationRoute,
  participantsRoute,
  participantDetailRoute,
  participantEditRoute,
  legendsRoute,
  legendRoute,
]);

/** The back office router, mounted at /app (spec §2 authenticated area). */
export const router = createRouter({
  routeTree,
  basepath: '/app',
  context: { queryClient },
  defaultNotFoundComponent: NotFoundPage,
  defaultErrorComponent: RouteErrorPage,
  defaultPendingComponent: LoadingPage,
  defaultPendingMs: 300,
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
