import { createHash } from 'node:crypto';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type Context, type Next } from 'hono';
import { getCookie } from 'hono/cookie';
import { languageDetector } from 'hono/language';
import { detectLanguage, LANGUAGE_KEY, toPublicLanguage } from '@huddle/program-rules';
import { LRUCache } from 'lru-cache';
import type { AppEnv } from '../app-env.ts';
import type { ErrorLogger } from '../http/error-handler.ts';
import { validatorModuleByHash } from '../services/programs/form-validator-cache.ts';
import { paymentPageData, publicPathPageData } from '../services/public-pages/public-page-data.ts';
import {
  publicPageRendererFile,
  publicPageRendererLoader,
  type PublicPageData,
  type PublicPageLanguage,
  type PublicPageRenderer,
} from '../services/public-pages/public-page-renderer.ts';
import type { ServiceContext } from '../services/service-context.ts';

/** Rendered public path pages kept per process, by ETag: up to this many bytes of HTML. */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;
/** Payment pages (one per registration, seldom asked twice) are kept apart, so they never push a program's page out. */
const PAYMENT_PAGE_CACHE_BYTES = 4 * 1024 * 1024;

/** What one page is rendered from (the page cache's fetch context). */
interface PageRender {
  renderer: PublicPageRenderer;
  url: string;
  data: PublicPageData;
}

type PageCache = LRUCache<string, string, PageRender>;

/** The query parameters a page reads in the browser alone (a `?p=` player preload, a `?resume=` draft link): such pages are not rendered here. */
const BROWSER_ONLY_QUERY = ['p', 'resume'];

/**
 * Server-rendered public pages (issue 11 point 1): GET /{path} for a
 * published public path (spec §2) answers the page already rendered by the
 * public app's renderer (publicPageRendererFile next to `publicDir`): the
 * application form, the closed page or the level selection (and /error);
 * GET /payment and /payment-complete ?registration={reference} answer the
 * payment pages of that registration. Each is rendered in the applicant's
 * language, decided as the browser decides it (detectLanguage: ?currentLanguage= or ?lang=,
 * else the `currentLanguage` cookie the language switch keeps, else Accept-Language, else English), with the
 * page data embedded so hydration fetches nothing.
 * The HTML is cached by an ETag computed from everything it is rendered
 * from (the client build, the address, the data as the API would answer it
 * in that language: a program's settings, texts, form version and whether it
 * is closed; a registration's status), so a new form version, a settings
 * change or a payment renders afresh; If-None-Match answers 304. Anything
 * else (an unknown path or reference, `?p=` or `?resume=`, no renderer
 * built, a failed render) goes on to the next handler, which serves
 * index.html for the browser to render. The sandbox checkout
 * (/payment/sandbox, the local stand-in for the card page) is left to the
 * browser.
 */
export function publicPageRoutes(ctx: ServiceContext, publicDir: string, logError: ErrorLogger): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const renderer = publicPageRendererLoader(publicPageRendererFile(publicDir), logError);
  const indexFile = join(publicDir, 'index.html');
  const buildId = existsSync(indexFile) ? createHash('sha256').update(readFileSync(indexFile)).digest('hex') : '';
  const programPages = pageCache(ctx, PAGE_CACHE_BYTES);
  const paymentPages = pageCache(ctx, PAYMENT_PAGE_CACHE_BYTES);
  // The browser's preferred language of ours, by Accept-Language quality (English when it names neither).
  const acceptLanguage = languageDetector({
    order: ['header'],
    supportedLanguages: ['en', 'es'],
    fallbackLanguage: 'en',
    caches: false,
    convertDetectedLanguage: (language) => toPublicLanguage(language) ?? language,
  });

  /** Answers the page rendered from `data` (cached in `pages`), 304 for its ETag, or goes on to index.html. */
  async function servePage(c: Context<AppEnv>, next: Next, pages: PageCache, data: PublicPageData | null) {
    const render = await renderer();
    if (render === null || data === null) return next();
    const etag = `"${createHash('sha256').update(buildId).update(c.req.url).update(JSON.stringify(data)).digest('base64url')}"`;
    const headers = { etag, 'cache-control': 'no-cache', vary: 'Accept-Language, Cookie' };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    let html: string | undefined;
    try {
      html = await pages.fetch(etag, { context: { renderer: render, url: pathAndQuery(c.req.url), data } });
    } catch (error) {
      logError(`Rendering ${c.req.path} failed; the browser renders it.`, error);
    }
    if (html === undefined) return next();
    return c.html(html, 200, headers);
  }

  for (const page of ['payment', 'payment-complete'] as const) {
    routes.get(`/${page}`, acceptLanguage, async (c, next) =>
      servePage(c, next, paymentPages, await paymentPageData(ctx, page, c.req.query('registration'), languageOf(c))),
    );
  }
  routes.get('/:segment{[^/.]+}', acceptLanguage, async (c, next) => {
    if (BROWSER_ONLY_QUERY.some((name) => c.req.query(name) !== undefined)) return next();
    return servePage(c, next, programPages, await publicPathPageData(ctx, c.req.param('segment'), languageOf(c)));
  });
  return routes;
}

/** A page cache holding up to `maxBytes` of HTML: one render per ETag however many ask at once (a program opening: thousands of first visits). */
function pageCache(ctx: ServiceContext, maxBytes: number): PageCache {
  return new LRUCache<string, string, PageRender>({
    maxSize: maxBytes,
    sizeCalculation: (html) => html.length || 1,
    fetchMethod: async (_etag, _stale, { context }) => {
      const moduleHash = context.data.program?.formVersion.validatorUrl.split('/').pop()?.replace(/\.js$/, '');
      const validatorModule = moduleHash === undefined ? null : ((await validatorModuleByHash(ctx.db, moduleHash)) ?? null);
      return context.renderer.renderPublicPage({ url: context.url, data: context.data, validatorModule });
    },
  });
}

/** The page's language as the browser decides it (spec §1, detectLanguage): the address, the switch's cookie, then Accept-Language. */
function languageOf(c: Context<AppEnv>): PublicPageLanguage {
  return detectLanguage({ search: new URL(c.req.url).search, stored: getCookie(c, LANGUAGE_KEY), browser: [c.get('language') ?? 'en'] });
}

/** '/Finance-Webinar?lang=es' of a full request URL. */
function pathAndQuery(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
