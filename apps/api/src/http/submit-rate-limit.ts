import type { MiddlewareHandler } from 'hono';
import { clientRateLimit, type RateLimit } from './client-rate-limit.ts';

/** How many public submissions one client address may make per window. */
export type SubmitRateLimit = RateLimit;

/** Default: 20 submissions per client address every 10 minutes. */
export const DEFAULT_SUBMIT_RATE_LIMIT: SubmitRateLimit = { limit: 20, windowMs: 10 * 60 * 1000 };

/** Rate limit on the public submit route (and, scaled, on uploads): 429 problem past the limit. */
export function submitRateLimit(options: SubmitRateLimit = DEFAULT_SUBMIT_RATE_LIMIT): MiddlewareHandler {
  return clientRateLimit(options, 'Too many applications were sent from your address. Please wait a few minutes and try again.');
}
