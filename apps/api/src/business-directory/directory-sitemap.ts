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
    const alternates = directoryLanguages.map((language) => {
      const href = new URL(directoryHref(path, {}, language, true), publicUrl).href;
      // prettier-ignore
      return html`<xhtml:link rel="alternate" hreflang="${language}" href="${href}" />`;
    });
    return directoryLanguages.map((language) => {
      const loc = new URL(directoryHref(path, {}, language), publicUrl).href;
      const modified = lastmod === null ? '' : html`<lastmod>${lastmod}</lastmod>`;
      // prettier-ignore
      return html`<url><loc>${loc}</loc>${modified}${alternates}</url>\n`;
    });
  };
  const urls = [
    entry(DIRECTORY_PATH, null),
    ...businesses.map((business) => entry(businessPath(business), business.updatedAt.slice(0, 10))),
  ];
  // prettier-ignore
  return html`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}</urlset>\n`;
}
