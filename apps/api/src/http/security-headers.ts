import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers on every response (ARCHITECTURE.md §6), from
 * hono/secure-headers. The Content-Security-Policy lets the built apps load
 * their own scripts, styles and fonts, images from the site, data: URLs and
 * https (header graphics and rich-text images), and nothing else; no framing.
 * A route that sets its own CSP (the sign-in pages) keeps it.
 *
 * script-src allows 'unsafe-eval' because the form engine compiles each form
 * version's JSON Schema into a validator in the browser (ajv generates code).
 * Serving per-version standalone validator modules from 'self' would let the
 * policy drop it.
 */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler {
  return secureHeaders({
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: options.production ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
  });
}
