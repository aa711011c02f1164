import { createHash } from 'node:crypto';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { languageDetector } from 'hono/language';
import { LRUCache } from 'lru-cache';
import type { AppEnv } from '../app-env.ts';
import type { ErrorLogger } from '../http/error-handler.ts';
import { ProblemError } from '../errors/problem-error.ts';
import { validatorModuleByHash } from '../services/programs/form-validator-cache.ts';
import { getPublicProgram, resolvePublicPath, type PublicPath } from '../services/programs/program-service.ts';
import {
  publicPageRendererFile,
  publicPageRendererLoader,
  type PublicPageData,
  type PublicPageLanguage,
  type PublicPageRenderer,
} from '../services/public-pages/public-page-renderer.ts';
import { publicProgramInLanguage } from '../services/translations/public-program-in-language.ts';
import type { ServiceContext } from '../services/service-context.ts';

/** Rendered pages kept per process, by ETag: up to this many bytes of HTML. */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/** What one page is rendered from (the page cache's fetch context). */
interface PageRender {
  renderer: PublicPageRenderer;
  url: string;
  data: PublicPageData;
}

/** spec §8 'Unknown route': the page unknown addresses lead to, rendered here too. */
const ERROR_PAGE = 'error';

/** The query parameters a page reads in the browser alone (a `?p=` player preload, a `?resume=` draft link): such pages are not rendered here. */
const BROWSER_ONLY_QUERY = ['p', 'resume'];

/**
 * Server-rendered public path pages (issue 11 point 1): GET /{path} for a
 * published public path (spec §2) answers the page already rendered by the
 * public app's renderer (publicPageRendererFile next to `publicDir`): the
 * application form, the closed page or the level selection (and /error), in the
 * applicant's language (?currentLanguage= or ?lang=, else the
 * `currentLanguage` cookie the language switch keeps, else Accept-Language,
 * else English), with the page data embedded so hydration fetches nothing.
 * The HTML is cached by an ETag computed from everything it is rendered
 * from (the client build, the path, the program as the API would answer it
 * in that language: its settings, texts, form version and whether it is
 * closed), so a new form version or a settings change renders afresh;
 * If-None-Match answers 304. Anything else (an unknown path, `?p=` or
 * `?resume=`, no renderer built, a failed render) goes on to the next
 * handler, which serves index.html for the browser to render.
 */
export function publicPageRoutes(ctx: ServiceContext, publicDir: string, logError: ErrorLogger): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const renderer = publicPageRendererLoader(publicPageRendererFile(publicDir), logError);
  const indexFile = join(publicDir, 'index.html');
  const buildId = existsSync(indexFile) ? createHash('sha256').update(readFileSync(indexFile)).digest('hex') : '';
  // One render per ETag however many ask at once (a program opening: thousands of first visits), then kept.
  const pages = new LRUCache<string, string, PageRender>({
    maxSize: PAGE_CACHE_BYTES,
    sizeCalculation: (html) => html.length || 1,
    fetchMethod: async (_etag, _stale, { context }) => {
      const moduleHash = context.data.program?.formVersion.validatorUrl.split('/').pop()?.replace(/\.js$/, '');
      const validatorModule = moduleHash === undefined ? null : ((await validatorModuleByHash(ctx.db, moduleHash)) ?? null);
      return context.renderer.renderPublicPage({ url: context.url, data: context.data, validatorModule });
    },
  });
  const detectLanguage = languageDetector({
    order: ['querystring', 'cookie', 'header'],
    lookupQueryString: 'currentLanguage',
    lookupCookie: 'currentLanguage',
    supportedLanguages: ['en', 'es'],
    fallbackLanguage: 'en',
    caches: false,
    convertDetectedLanguage: (language) => language.split(/[-_]/)[0]?.toLowerCase() ?? language,
  });

  routes.get('/:segment{[^/.]+}', detectLanguage, async (c, next) => {
    if (BROWSER_ONLY_QUERY.some((name) => c.req.query(name) !== undefined)) return next();
    const render = await renderer();
    if (render === null) return next();
    const data = await pageData(ctx, c.req.param('segment'), languageOf(c));
    if (data === null) return next();
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
  });
  return routes;
}

/** The language asked: ?lang= (the program links' parameter) first, then what languageDetector found. */
function languageOf(c: Context<AppEnv>): PublicPageLanguage {
  const asked = c.req.query('lang')?.trim().toLowerCase().split(/[-_]/)[0];
  if (c.req.query('currentLanguage') === undefined && (asked === 'en' || asked === 'es')) return asked;
  return c.get('language') === 'es' ? 'es' : 'en';
}

/** '/Finance-Webinar?lang=es' of a full request URL. */
function pathAndQuery(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** The path and its program in `language` (none for /error), or null when no program is published at `segment`. */
async function pageData(ctx: ServiceContext, segment: string, language: PublicPageLanguage): Promise<PublicPageData | null> {
  if (segment === ERROR_PAGE) return { language, pathParam: segment, path: null, program: null };
  let path: PublicPath;
  try {
    path = await resolvePublicPath(ctx, segment);
    if (path.kind !== 'application') return { language, pathParam: segment, path, program: null };
    const program = await publicProgramInLanguage(ctx, await getPublicProgram(ctx, path.programId), language);
    return { language, pathParam: segment, path, program };
  } catch (error) {
    if (error instanceof ProblemError && error.status === 404) return null;
    throw error;
  }
}
