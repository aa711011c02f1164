import { ProblemError } from '../../errors/problem-error.ts';
import { getPaymentSummary } from '../payments/payment-registration.ts';
import { getPublicProgram, resolvePublicPath, type PublicPath } from '../programs/program-service.ts';
import { publicProgramInLanguage } from '../translations/public-program-in-language.ts';
import type { ServiceContext } from '../service-context.ts';
import type { PublicPageData, PublicPageLanguage } from './public-page-renderer.ts';

/** spec §8 'Unknown route': the page unknown addresses lead to. */
const ERROR_PAGE = 'error';

/** Answers null for a 404 problem (nothing to render: the browser renders the page, which leads to /error). */
async function orNothing<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ProblemError && error.status === 404) return null;
    throw error;
  }
}

/**
 * What the page at public path `segment` is rendered from: the path and its
 * program in `language` (spec §2; the program is null for the level
 * selection, both for /error), or null when no program is published at
 * `segment`.
 */
export function publicPathPageData(ctx: ServiceContext, segment: string, language: PublicPageLanguage): Promise<PublicPageData | null> {
  const page = { language, pathParam: segment, path: null, program: null, payment: null };
  if (segment === ERROR_PAGE) return Promise.resolve(page);
  return orNothing(async () => {
    const path: PublicPath = await resolvePublicPath(ctx, segment);
    if (path.kind !== 'application') return { ...page, path };
    return { ...page, path, program: await publicProgramInLanguage(ctx, await getPublicProgram(ctx, path.programId), language) };
  });
}

/**
 * What a payment page ('payment' or 'payment-complete', spec §2 'Payment
 * page') of the payment reference `reference` is rendered from: the
 * registration as GET /api/transactions/{reference} answers it; null for
 * no reference or an unknown one.
 */
export async function paymentPageData(
  ctx: ServiceContext,
  page: 'payment' | 'payment-complete',
  reference: string | undefined,
  language: PublicPageLanguage,
): Promise<PublicPageData | null> {
  if (reference === undefined || reference.trim() === '') return null;
  const payment = await orNothing(() => getPaymentSummary(ctx.db, reference.trim()));
  return payment === null ? null : { language, pathParam: page, path: null, program: null, payment };
}
