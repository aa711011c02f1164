import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '../config-types.ts';
import { problem } from '../http/problem.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site state-changing requests (architecture §6), for the app to
 * install globally: a request whose method is not GET, HEAD or OPTIONS gets a
 * 403 problem 'Cross-site request refused' when its Origin header is present
 * and is not the origin of PUBLIC_URL, or when Sec-Fetch-Site says
 * 'cross-site'. Requests without either header (server-to-server calls such
 * as payment webhooks, command-line clients) pass.
 */
export function sameOriginGuard(config: { publicUrl: AppConfig['publicUrl'] }): MiddlewareHandler {
  const allowedOrigin = new URL(config.publicUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      if ((origin !== undefined && origin !== allowedOrigin) || fetchSite === 'cross-site') {
        return problem(c, 403, 'Cross-site request refused', {
          detail: 'This request came from another site and was not accepted.',
        });
      }
    }
    await next();
  };
}
