import {
  createRootRoute, createRoute, createRouter, Outlet, redirect, useRouter,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { ApiError } from '../api/api-error.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { LoadFailurePage } from '../shell/load-failure-page.tsx';
import { LoadingStatus } from '../shell/loading-status.tsx';
import { NotFoundPage } from '../shell/not-found-page.tsx';
import { loadPublicPage } from './load-public-page.ts';
import { PublicPageView } from './public-page-view.tsx';

/** Where `/` leads (spec §2: /, /app and /app/ redirect to the analytics dashboard). */
export const homeRedirectUrl = '/app/dashboards/analytics';

const rootRoute = createRootRoute({
  component: () => <AppShell><Outlet /></AppShell>,
  notFoundComponent: NotFoundPage,
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    window.location.replace(homeRedirectUrl);
  },
  component: LoadingStatus,
});

const errorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/error',
  component: NotFoundPage,
});

function PublicPathFailure({ error }: ErrorComponentProps) {
  const router = useRouter();
  return <LoadFailurePage error={error} onRetry={() => void router.invalidate()} />;
}

const publicPathRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$path',
  loader: async ({ params, abortController }) => {
    try {
      return await loadPublicPage(params.path, abortController.signal);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw redirect({ href: '/error', replace: true });
      throw error;
    }
  },
  component: PublicPathPage,
  pendingComponent: LoadingStatus,
  errorComponent: PublicPathFailure,
});

function PublicPathPage() {
  return <PublicPageView page={publicPathRoute.useLoaderData()} />;
}

/** Any other path (several segments, trailing segments) goes to /error (spec §8 'Unknown route'). */
const unknownPathRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ href: '/error', replace: true });
  },
});

const routeTree = rootRoute.addChildren([indexRoute, errorRoute, publicPathRoute, unknownPathRoute]);

/**
 * Builds the applicant app router (code-based routes; browser history unless one is given).
 * The router is not registered globally (the repo is type-checked as one project and the
 * admin app registers its own), so links and redirects here use plain hrefs.
 */
export function createPublicRouter(options: { history?: Parameters<typeof createRouter>[0]['history'] } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    defaultPendingMs: 0,
    defaultPendingMinMs: 200,
    scrollRestoration: true,
  });
}
