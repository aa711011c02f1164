import { html } from 'hono/html';
import type { DirectoryListing } from '../services/legends/business-directory-query.ts';
import { choiceLabelOf } from '../services/legends/business-facts.ts';
import type { DirectoryPageContent } from './directory-layout.ts';
import { directoryTexts, valueLabel, type DirectoryLanguage } from './directory-texts.ts';
import { businessPath, DIRECTORY_PATH, directoryHref, websiteHref } from './directory-urls.ts';

/**
 * The page of one listed business (GET /business-directory/{id}-{slug}): its
 * public company fields only (spec §1: company name, description, industry,
 * certifications, service area, city/state, website, company phone and
 * company email; never the Legend's personal contact data or birth date).
 */
export function businessPage(language: DirectoryLanguage, listing: DirectoryListing): DirectoryPageContent {
  const texts = directoryTexts[language];
  const labels = (entries: readonly string[]) => entries.map((entry) => valueLabel(texts, choiceLabelOf(entry))).join(', ');
  const website = websiteHref(listing.website);
  const place = [listing.city, listing.stateCode, listing.country].filter(Boolean).join(', ');
  const facts: Array<[string, unknown]> = [
    [texts.industries, listing.industries.length === 0 ? null : labels(listing.industries)],
    [texts.certifications, listing.certifications.length === 0 ? null : labels(listing.certifications)],
    [texts.serviceArea, listing.serviceArea === null ? null : valueLabel(texts, listing.serviceArea)],
    [texts.location, place === '' ? null : place],
    [texts.website, website === null ? null : html`<a href="${website}" rel="nofollow noopener">${listing.website}</a>`],
    [
      texts.phone,
      listing.companyPhone === null ? null : html`<a href="tel:${listing.companyPhone.replace(/[^\d+]/g, '')}">${listing.companyPhone}</a>`,
    ],
    [texts.email, listing.companyEmail === null ? null : html`<a href="mailto:${listing.companyEmail}">${listing.companyEmail}</a>`],
  ];
  const body = html`<p><a href="${directoryHref(DIRECTORY_PATH, {}, language)}">${texts.backToDirectory}</a></p>
    <article class="business">
      <h1>${listing.companyName}</h1>
      <dl class="facts">
        ${facts
          .filter(([, value]) => value !== null)
          .map(
            ([term, value]) =>
              html`<div class="facts__item">
                <dt>${term}</dt>
                <dd>${value}</dd>
              </div>`,
          )}
      </dl>
      ${
        listing.description === null
          ? ''
          : html`<section aria-labelledby="about-heading">
              <h2 id="about-heading">${texts.about}</h2>
              ${listing.description.split(/\n\s*\n/).map((paragraph) => html`<p>${paragraph}</p>`)}
            </section>`
      }
    </article>`;
  return {
    language,
    title: listing.companyName,
    description: listing.description?.slice(0, 160) ?? `${listing.companyName}${place === '' ? '' : `, ${place}`}`,
    path: businessPath(listing),
    params: {},
    body,
  };
}

/** The page for a business that is not listed (unknown, or not Approved), answered with 404. */
export function notListedPage(language: DirectoryLanguage, path: string): DirectoryPageContent {
  const texts = directoryTexts[language];
  return {
    language,
    title: texts.notListedTitle,
    description: texts.notListed,
    path,
    params: {},
    body: html`<h1>${texts.notListedTitle}</h1>
      <p>${texts.notListed}</p>
      <p><a href="${directoryHref(DIRECTORY_PATH, {}, language)}">${texts.backToDirectory}</a></p>`,
  };
}
