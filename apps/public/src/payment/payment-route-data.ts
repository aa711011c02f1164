import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { ApiError } from '../api/api-error.ts';
import type { PaymentRegistration, SandboxSession } from '../api/payment-types.ts';
import { paymentRegistrationQuery, sandboxSessionQuery } from '../api/public-queries.ts';

/**
 * Query of /payment and /payment-complete: the payment reference (spec §2 keeps the name
 * `registration`), `cancelled=1` (the checkout was left) and `session` (the checkout session
 * id the checkout appends on return; the page does not read it). `cancelled` and `session`
 * keep the value the address gives: the server renders a page only at its canonical
 * address (the search as validated), and the addresses the checkout returns to are
 * rendered there as they are sent.
 */
export interface PaymentSearch {
  registration?: string;
  cancelled?: 1 | '1' | true;
  session?: string;
}

/** Query of /payment/sandbox: the sandbox checkout session id. */
export interface SandboxSearch {
  session?: string;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Reads the payment pages' query, e.g. { registration: '5f0c…', cancelled: 1, session: 'cs_1' }
 * → the same; anything else is dropped (PaymentSearch).
 */
export function paymentSearch(search: Record<string, unknown>): PaymentSearch {
  const { cancelled, session } = search;
  return {
    registration: text(search.registration),
    ...(cancelled === 1 || cancelled === '1' || cancelled === true ? { cancelled } : {}),
    ...(typeof session === 'string' ? { session } : {}),
  };
}

/** Reads the sandbox checkout's query: { session: id } or nothing. */
export function sandboxSearch(search: Record<string, unknown>): SandboxSearch {
  return { session: text(search.session) };
}

/** Turns 'not found' (404, or no id at all) into the /error page (spec §8 'Unknown route'); other failures go on. */
async function orErrorPage<T>(id: string | undefined, load: (id: string) => Promise<T>): Promise<T> {
  if (id === undefined) throw redirect({ href: '/error', replace: true });
  try {
    return await load(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw redirect({ href: '/error', replace: true });
    throw error;
  }
}

/**
 * How long a registration in the cache is used as is, in milliseconds: the one a
 * server-rendered payment page carries (seedServerPage) is read by the page's
 * hydration instead of being asked again; after that a load asks the server
 * (the payment status moves on).
 */
const PAYMENT_REGISTRATION_FRESH_MS = 10_000;

/**
 * Loads the registration of a payment link. Throws the router's redirect to /error for a
 * missing or unknown reference; ApiError or NetworkError otherwise.
 */
export function loadPaymentRegistration(queryClient: QueryClient, reference: string | undefined): Promise<PaymentRegistration> {
  return orErrorPage(reference, (id) =>
    queryClient.fetchQuery({ ...paymentRegistrationQuery(id), staleTime: PAYMENT_REGISTRATION_FRESH_MS }),
  );
}

/** Loads a sandbox checkout session; a missing or unknown session goes to /error. */
export function loadSandboxSession(queryClient: QueryClient, sessionId: string | undefined): Promise<SandboxSession> {
  return orErrorPage(sessionId, (id) => queryClient.fetchQuery(sandboxSessionQuery(id)));
}
