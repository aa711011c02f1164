import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers on every response (ARCHITECTURE.md §6), from
 * hono/secure-headers. The Content-Security-Policy lets the built apps load
 * their own scripts, styles and fonts, images from the site, data: URLs and
 * https (header graphics and rich-text images), and nothing else; no framing.
 * A route that sets its own CSP (the sign-in pages) keeps it.
 * Permissions-Policy turns camera, microphone, geolocation and payment off,
 * except payment=(self) on the payment pages (PAYMENT_PAGE_POLICY).
 *
 * script-src is 'self' only, on every page (issue 11): no page compiles
 * code. The public pages import each form version's precompiled validator
 * module from the site; the back office imports the modules of participant
 * answers, draft previews (POST .../form-preview) and component
 * configuration checks (configurationChecksUrl) the same way.
 */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler {
  const site = headersWith(options, ["'self'"]);
  return async (c, next) => {
    await site(c, next);
    if (c.req.path === '/payment' || c.req.path.startsWith('/payment/')) c.res.headers.set('permissions-policy', PAYMENT_PAGE_POLICY);
  };
}

function headersWith(options: { production: boolean }, scriptSrc: string[]): MiddlewareHandler {
  return secureHeaders({
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc,
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
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
}

/**
 * Permissions-Policy of the payment pages (/payment, the sandbox checkout):
 * the Payment Request API for this origin only; camera, microphone and
 * geolocation stay off as everywhere else.
 */
export const PAYMENT_PAGE_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self)';
