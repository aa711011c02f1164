import { html } from 'hono/html';
import { directoryLanguages } from './directory-texts.ts';
import { businessPath, DIRECTORY_PATH, directoryHref } from './directory-urls.ts';

/**
 * The directory's sitemap (sitemaps.org 0.9 with xhtml:link language
 * alternates): the directory home and every listed business, each in
 * English and Spanish; lastmod is the business's last change (UTC day).
 */
export function directorySitemap(publicUrl: string, businesses: readonly { id: number; slug: string; updatedAt: string }[]) {
  const entry = (path: string, lastmod: string | null) => {
    const alternates = directoryLanguages.map(
      (language) =>
        html`<xhtml:link
          rel="alternate"
          hreflang="${language}"
          href="${new URL(directoryHref(path, {}, language, true), publicUrl).href}"
        />`,
    );
    return directoryLanguages.map(
      (language) =>
        html`<url
          ><loc>${new URL(directoryHref(path, {}, language), publicUrl).href}</loc
          >${lastmod === null ? '' : html`<lastmod>${lastmod}</lastmod>`}${alternates}</url
        > `,
    );
  };
  return html`<?xml version="1.0" encoding="UTF-8"?>
    <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
      ${entry(DIRECTORY_PATH, null)}${businesses.map((business) => entry(businessPath(business), business.updatedAt.slice(0, 10)))}</urlset
    > `;
}
