import { Hono, type Context } from 'hono';
import { languageDetector } from 'hono/language';
import type { AppEnv } from '../app-env.ts';
import { businessPage, notListedPage } from '../business-directory/business-page.ts';
import { directoryIndexPage, filterParams } from '../business-directory/directory-index-page.ts';
import { directoryLayout, type DirectoryPageContent } from '../business-directory/directory-layout.ts';
import { directorySitemap } from '../business-directory/directory-sitemap.ts';
import { directoryStyles } from '../business-directory/directory-styles.ts';
import { directoryLanguages, type DirectoryLanguage } from '../business-directory/directory-texts.ts';
import { businessPath, DIRECTORY_PATH, directoryHref } from '../business-directory/directory-urls.ts';
import {
  findListedBusiness,
  listedBusinessEntries,
  searchBusinessDirectory,
  type DirectoryQuery,
} from '../services/legends/business-directory-query.ts';
import type { ServiceContext } from '../services/service-context.ts';

type DirectoryEnv = AppEnv & { Variables: { language: string } };

/** Directory pages change when a business is approved or marked Out of Business: revalidated on every visit. */
const PAGE_CACHE = 'no-cache';

/** A query string value as one trimmed string (the first when repeated), undefined when blank or longer than `max`. */
function param(c: Context, name: string, max = 200): string | undefined {
  const value = c.req.query(name)?.trim();
  return value === undefined || value === '' || value.length > max ? undefined : value;
}

function languageOf(c: Context<DirectoryEnv>): DirectoryLanguage {
  const detected = c.get('language');
  return (directoryLanguages as readonly string[]).includes(detected) ? (detected as DirectoryLanguage) : 'en';
}

function respond(c: Context<DirectoryEnv>, page: DirectoryPageContent, publicUrl: string, status: 200 | 404 = 200) {
  c.header('cache-control', PAGE_CACHE);
  c.header('vary', 'Accept-Language, Cookie');
  return c.html(directoryLayout(page, publicUrl), status);
}

/**
 * The public business directory (spec §1), server-rendered HTML without
 * script, in English or Spanish (the `lang` query, then the `huddle_lang`
 * cookie the query sets, then Accept-Language; English by default):
 * - GET /business-directory: search by words, filter by industry,
 *   certification, service area and state, 20 businesses a page;
 * - GET /business-directory/{id}-{slug}: one business (a stale or missing
 *   slug redirects 301 to the current one; 404 page when not listed);
 * - GET /business-directory/sitemap.xml and /business-directory/directory.css.
 * Only Approved Legends Directory applications are listed.
 */
export function businessDirectoryRoutes(ctx: Pick<ServiceContext, 'db'>, publicUrl: string): Hono<DirectoryEnv> {
  const routes = new Hono<DirectoryEnv>();
  routes.use(
    `${DIRECTORY_PATH}/*`,
    languageDetector({
      supportedLanguages: [...directoryLanguages],
      fallbackLanguage: 'en',
      order: ['querystring', 'cookie', 'header'],
      lookupQueryString: 'lang',
      lookupCookie: 'huddle_lang',
      caches: ['cookie'],
      cookieOptions: { path: DIRECTORY_PATH, sameSite: 'Lax', httpOnly: true, maxAge: 365 * 24 * 60 * 60 },
    }),
  );

  routes.get(`${DIRECTORY_PATH}/directory.css`, (c) => {
    c.header('cache-control', 'public, max-age=3600');
    return c.body(directoryStyles, 200, { 'content-type': 'text/css; charset=utf-8' });
  });

  routes.get(`${DIRECTORY_PATH}/sitemap.xml`, async (c) => {
    c.header('cache-control', PAGE_CACHE);
    return c.body(String(await directorySitemap(publicUrl, await listedBusinessEntries(ctx.db))), 200, {
      'content-type': 'application/xml; charset=utf-8',
    });
  });

  routes.get(`${DIRECTORY_PATH}/:business{[0-9]+(?:-[a-z0-9-]*)?}`, async (c) => {
    const language = languageOf(c);
    const segment = c.req.param('business');
    const id = Number(segment.split('-')[0]);
    const listing = Number.isSafeInteger(id) ? await findListedBusiness(ctx.db, id) : null;
    if (listing === null) return respond(c, notListedPage(language, `${DIRECTORY_PATH}/${segment}`), publicUrl, 404);
    if (c.req.path !== businessPath(listing)) {
      return c.redirect(directoryHref(businessPath(listing), {}, language, c.req.query('lang') !== undefined), 301);
    }
    return respond(c, businessPage(language, listing), publicUrl);
  });

  routes.get(DIRECTORY_PATH, async (c) => {
    const language = languageOf(c);
    const page = Number(param(c, 'page', 6) ?? '1');
    const query: DirectoryQuery = {
      q: param(c, 'q'),
      industry: param(c, 'industry'),
      certification: param(c, 'certification'),
      serviceArea: param(c, 'serviceArea'),
      state: param(c, 'state'),
      page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    };
    const result = await searchBusinessDirectory(ctx.db, query);
    if (result.pageCount > 0 && result.page > result.pageCount) {
      return c.redirect(directoryHref(DIRECTORY_PATH, { ...filterParams(query), page: result.pageCount }, language), 302);
    }
    return respond(c, directoryIndexPage(language, query, result), publicUrl);
  });
  return routes;
}
