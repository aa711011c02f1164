import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  redirect,
  useLoaderData,
  useRouter,
  useSearch,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { getDefaultStore } from 'jotai';
import { ApiError } from '../api/api-error.ts';
import { createQueryClient } from '../api/create-query-client.ts';
import { PaymentCompletePage } from '../payment/payment-complete-page.tsx';
import { PaymentLoadFailure } from '../payment/payment-load-failure.tsx';
import { PaymentPage } from '../payment/payment-page.tsx';
import { loadPaymentRegistration, loadSandboxSession, paymentSearch, sandboxSearch } from '../payment/payment-route-data.ts';
import { SandboxCheckoutPage } from '../payment/sandbox-checkout-page.tsx';
import { AppShell } from '../shell/app-shell.tsx';
import { LoadFailurePage } from '../shell/load-failure-page.tsx';
import { LoadingStatus } from '../shell/loading-status.tsx';
import { NotFoundPage } from '../shell/not-found-page.tsx';
import { programSearch } from '../program/player-preload.ts';
import { resumeSearch } from '../program/drafts/load-resumed-draft.ts';
import { publicLanguageAtom } from '../i18n/public-language-atom.ts';
import { loadPublicPage } from './load-public-page.ts';
import { PublicPageView } from './public-page-view.tsx';

/** Where `/` leads (spec §2: /, /app and /app/ redirect to the analytics dashboard). */
export const homeRedirectUrl = '/app/dashboards/analytics';

/** The Jotai store the app's atoms live in (the default store in the browser, one per page rendered on the server). */
export type JotaiStore = ReturnType<typeof getDefaultStore>;

/** What every loader gets: the app's query cache (loaders read through it) and its Jotai store (the public language). */
interface PublicRouterContext {
  queryClient: QueryClient;
  store: JotaiStore;
}

const rootRoute = createRootRouteWithContext<PublicRouterContext>()({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
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
  validateSearch: (search: Record<string, unknown>) => ({ ...programSearch(search), ...resumeSearch(search) }),
  loaderDeps: ({ search }) => ({ p: search.p, resume: search.resume }),
  loader: async ({ params, deps, context }) => {
    try {
      const language = context.store.get(publicLanguageAtom);
      return await loadPublicPage(context.queryClient, params.path, { playerId: deps.p, resumeToken: deps.resume, language });
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

function PaymentPathFailure({ error }: ErrorComponentProps) {
  const router = useRouter();
  return <PaymentLoadFailure error={error} onRetry={() => void router.invalidate()} />;
}

/** spec §2 'Payment page': /payment?registration={payment reference}[&cancelled=1]. */
const paymentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payment',
  validateSearch: paymentSearch,
  loaderDeps: ({ search }) => ({ registration: search.registration }),
  loader: ({ deps, context }) => loadPaymentRegistration(context.queryClient, deps.registration),
  component: PaymentRouteView,
  pendingComponent: LoadingStatus,
  errorComponent: PaymentPathFailure,
});

function PaymentRouteView() {
  const registration = useLoaderData<PublicRouter, '/payment'>({ from: '/payment' });
  const { cancelled } = useSearch<PublicRouter, '/payment'>({ from: '/payment' });
  return <PaymentPage key={registration.registrationReference} registration={registration} cancelled={cancelled !== undefined} />;
}

/** The local sandbox checkout (no Stripe keys configured): /payment/sandbox?session={id}. */
const sandboxCheckoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payment/sandbox',
  validateSearch: sandboxSearch,
  loaderDeps: ({ search }) => ({ session: search.session }),
  loader: ({ deps, context }) => loadSandboxSession(context.queryClient, deps.session),
  component: SandboxCheckoutRouteView,
  pendingComponent: LoadingStatus,
  errorComponent: PaymentPathFailure,
});

function SandboxCheckoutRouteView() {
  const session = useLoaderData<PublicRouter, '/payment/sandbox'>({ from: '/payment/sandbox' });
  return <SandboxCheckoutPage key={session.sessionId} session={session} />;
}

/** spec §2 thank-you page after a checkout: /payment-complete?registration={payment reference}. */
const paymentCompleteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payment-complete',
  validateSearch: paymentSearch,
  loaderDeps: ({ search }) => ({ registration: search.registration }),
  loader: ({ deps, context }) => loadPaymentRegistration(context.queryClient, deps.registration),
  component: PaymentCompleteRouteView,
  pendingComponent: LoadingStatus,
  errorComponent: PaymentPathFailure,
});

function PaymentCompleteRouteView() {
  const registration = useLoaderData<PublicRouter, '/payment-complete'>({ from: '/payment-complete' });
  return <PaymentCompletePage key={registration.registrationReference} registration={registration} />;
}

/** Any other path (several segments, trailing segments) goes to /error (spec §8 'Unknown route'). */
const unknownPathRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ href: '/error', replace: true });
  },
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  errorRoute,
  paymentRoute,
  sandboxCheckoutRoute,
  paymentCompleteRoute,
  publicPathRoute,
  unknownPathRoute,
]);

/**
 * Builds the applicant app router (code-based routes; browser history unless
 * one is given; loaders read through `queryClient`, a new cache unless one is
 * given, and the public language of `store`, the default Jotai store unless one is given).
 * The router is not registered globally (the repo is type-checked as one project and the
 * admin app registers its own), so links and redirects here use plain hrefs.
 */
export function createPublicRouter(
  options: {
    history?: Parameters<typeof createRouter>[0]['history'];
    queryClient?: QueryClient;
    store?: JotaiStore;
    /** Restores the scroll position on back and forward (default true); off on the server, which would write it as an inline script the CSP refuses. */
    scrollRestoration?: boolean;
  } = {},
) {
  return createRouter({
    routeTree,
    history: options.history,
    context: { queryClient: options.queryClient ?? createQueryClient(), store: options.store ?? getDefaultStore() },
    defaultPendingMs: 0,
    defaultPendingMinMs: 200,
    scrollRestoration: options.scrollRestoration ?? true,
  });
}

/** The applicant app router's type (typed hooks name it, since the admin app's router is the registered one). */
type PublicRouter = ReturnType<typeof createPublicRouter>;
