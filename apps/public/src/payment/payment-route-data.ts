import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { ApiError } from '../api/api-error.ts';
import type { PaymentRegistration, SandboxSession } from '../api/payment-types.ts';
import { paymentRegistrationQuery, sandboxSessionQuery } from '../api/public-queries.ts';

/** Query of /payment and /payment-complete: the payment reference (spec §2 keeps the name `registration`) and `cancelled=1`. */
export interface PaymentSearch {
  registration?: string;
  cancelled?: boolean;
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
 * Reads the payment pages' query, e.g. { registration: '5f0c…', cancelled: 1 } →
 * { registration: '5f0c…', cancelled: true }. Anything else is dropped; `session` (the
 * checkout session id Stripe appends on return) is not needed by the page.
 */
export function paymentSearch(search: Record<string, unknown>): PaymentSearch {
  const cancelled = search.cancelled === 1 || search.cancelled === '1' || search.cancelled === true;
  return { registration: text(search.registration), ...(cancelled ? { cancelled } : {}) };
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
 * Loads the registration of a payment link. Throws the router's redirect to /error for a
 * missing or unknown reference; ApiError or NetworkError otherwise.
 */
export function loadPaymentRegistration(queryClient: QueryClient, reference: string | undefined): Promise<PaymentRegistration> {
  return orErrorPage(reference, (id) => queryClient.fetchQuery(paymentRegistrationQuery(id)));
}

/** Loads a sandbox checkout session; a missing or unknown session goes to /error. */
export function loadSandboxSession(queryClient: QueryClient, sessionId: string | undefined): Promise<SandboxSession> {
  return orErrorPage(sessionId, (id) => queryClient.fetchQuery(sandboxSessionQuery(id)));
}
