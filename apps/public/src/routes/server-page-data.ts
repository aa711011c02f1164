import type { QueryClient } from '@tanstack/react-query';
import type { PaymentRegistration } from '../api/payment-types.ts';
import { paymentRegistrationQuery, publicPathQuery, publicProgramQuery } from '../api/public-queries.ts';
import type { PublicPath, PublicProgram } from '../api/public-types.ts';
import type { PublicLanguage } from '../i18n/public-language-atom.ts';

/** Id of the `<script type="application/json">` element a server-rendered page carries its data in. */
export const SERVER_PAGE_DATA_ID = 'huddle-page';

/**
 * What a server-rendered public page was rendered from (issue 11), embedded
 * in the page so that hydration fetches nothing: the same bodies
 * GET /api/public/paths/{path}, GET /api/events/{eventId}?lang= and
 * GET /api/transactions/{reference} answer. A public path page has `path`
 * (and `program` for an application form), /error none, and /payment and
 * /payment-complete `payment`.
 */
export interface ServerPageData {
  /** The language the page was rendered in (its interface texts and the program's texts). */
  language: PublicLanguage;
  /** The path segment as requested, e.g. 'Finance-Webinar' (the path lookup's query key), 'error', 'payment' or 'payment-complete'. */
  pathParam: string;
  /** The public path; null for /error (spec §8 'Unknown route'). */
  path: PublicPath | null;
  /** The program in `language` with its current form version; null for the level selection. */
  program: PublicProgram | null;
  /** The registration of a payment page's `?registration=` reference (spec §2 'Payment page'); null elsewhere. */
  payment: PaymentRegistration | null;
}

/**
 * Puts a server-rendered page's path, program and registration in the query
 * cache under the keys the loaders read (loadPublicPage,
 * loadPaymentRegistration), so the router loads the page without a request,
 * on the server and again in the browser.
 */
export function seedServerPage(queryClient: QueryClient, data: ServerPageData): void {
  if (data.path !== null) queryClient.setQueryData(publicPathQuery(data.pathParam).queryKey, data.path);
  if (data.program !== null) queryClient.setQueryData(publicProgramQuery(data.program.eventId, data.language).queryKey, data.program);
  if (data.payment !== null) queryClient.setQueryData(paymentRegistrationQuery(data.payment.registrationReference).queryKey, data.payment);
}

/**
 * The page data a server-rendered page carries (SERVER_PAGE_DATA_ID), or null
 * for a page the browser renders alone (index.html as built) or unreadable data.
 */
export function readServerPageData(document: Document): ServerPageData | null {
  const text = document.getElementById(SERVER_PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerPageData;
  } catch {
    return null;
  }
}

/**
 * `data` as the text of a `<script type="application/json">` element: JSON
 * with every '<' written as \u003c, so no program text can close the element
 * or open a comment in it.
 */
export function serverPageDataText(data: ServerPageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
