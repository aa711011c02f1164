import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { DIRECTORY_PATH, directoryHref } from './directory-urls.ts';
import { directoryLanguages, directoryTexts, type DirectoryLanguage } from './directory-texts.ts';

/** One rendered directory page, before the layout. */
export interface DirectoryPageContent {
  language: DirectoryLanguage;
  /** The document title (the site name is appended). */
  title: string;
  description: string;
  /** The page's path and query without `lang` (canonical and language links add it). */
  path: string;
  params: Readonly<Record<string, string | number | undefined>>;
  body: HtmlEscapedString | Promise<HtmlEscapedString>;
}

/**
 * The page around every directory page (server-rendered, no script): html
 * lang, title, description, viewport, the stylesheet, the canonical URL and
 * its language alternates (hreflang en, es, x-default), a skip link, the
 * header with the language links, the main content and the footer. Every
 * interpolated value is escaped by hono/html.
 */
export function directoryLayout(page: DirectoryPageContent, publicUrl: string) {
  const texts = directoryTexts[page.language];
  const absolute = (href: string) => new URL(href, publicUrl).href;
  return html`<!doctype html>
    <html lang="${page.language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${page.title} | ${texts.siteName}</title>
        <meta name="description" content="${page.description}" />
        <link rel="stylesheet" href="${DIRECTORY_PATH}/directory.css" />
        <link rel="canonical" href="${absolute(directoryHref(page.path, page.params, page.language))}" />
        ${directoryLanguages.map(
          (language) =>
            html`<link rel="alternate" hreflang="${language}" href="${absolute(directoryHref(page.path, page.params, language, true))}" />`,
        )}
        <link rel="alternate" hreflang="x-default" href="${absolute(directoryHref(page.path, page.params, 'en'))}" />
      </head>
      <body>
        <a class="skip-link" href="#content">${texts.skipToContent}</a>
        <header class="site-header">
          <a class="site-name" href="${directoryHref(DIRECTORY_PATH, {}, page.language)}">${texts.siteName}</a>
          <nav aria-label="${texts.languageNav}">
            <ul class="language-links">
              ${directoryLanguages.map((language) => {
                const current = language === page.language;
                return html`<li>
                  <a
                    href="${directoryHref(page.path, page.params, language, true)}"
                    hreflang="${language}"
                    lang="${language}"
                    ${current ? html`aria-current="true"` : ''}
                    >${directoryTexts[language].languageName}</a
                  >
                </li>`;
              })}
            </ul>
          </nav>
        </header>
        <main id="content" tabindex="-1">${page.body}</main>
        <footer class="site-footer"><p>${texts.footer}</p></footer>
      </body>
    </html>`;
}
