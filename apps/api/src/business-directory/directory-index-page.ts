import { html } from 'hono/html';
import { businessCertifications, industries, serviceAreas, usStates } from '@huddle/schemas/reference';
import type { DirectoryPage, DirectoryQuery } from '../services/legends/business-directory-query.ts';
import { choiceLabelOf } from '../services/legends/business-facts.ts';
import type { DirectoryPageContent } from './directory-layout.ts';
import { directoryTexts, valueLabel, type DirectoryLanguage, type DirectoryTexts } from './directory-texts.ts';
import { businessPath, DIRECTORY_PATH, directoryHref } from './directory-urls.ts';

/** Longest description excerpt in a result card, in characters. */
const EXCERPT_LENGTH = 220;

interface Choice {
  value: string;
  label: string;
}

function filterSelect(name: string, label: string, anyLabel: string, choices: readonly Choice[], chosen: string | undefined) {
  return html`<div class="field">
    <label for="filter-${name}">${label}</label>
    <select id="filter-${name}" name="${name}">
      <option value="">${anyLabel}</option>
      ${choices.map(
        (choice) => html`<option value="${choice.value}" ${choice.value === chosen ? html`selected` : ''}>${choice.label}</option>`,
      )}
    </select>
  </div>`;
}

function excerpt(text: string | null): string | null {
  if (text === null) return null;
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, '')}…`;
}

function location(listing: { city: string | null; stateCode: string | null; country: string | null }): string {
  return [listing.city, listing.stateCode ?? listing.country].filter(Boolean).join(', ');
}

function resultList(result: DirectoryPage, language: DirectoryLanguage, texts: DirectoryTexts) {
  if (result.listings.length === 0) return html`<p class="empty">${texts.noResults}</p>`;
  return html`<ul class="results">
    ${result.listings.map(
      (listing) =>
        html`<li class="result">
          <h3><a href="${directoryHref(businessPath(listing), {}, language)}">${listing.companyName}</a></h3>
          <p class="result__facts">
            ${[location(listing), listing.industries.map((entry) => valueLabel(texts, choiceLabelOf(entry))).join(', ')]
              .filter(Boolean)
              .join(' · ')}
          </p>
          ${listing.description === null ? '' : html`<p>${excerpt(listing.description)}</p>`}
        </li>`,
    )}
  </ul>`;
}

function pagination(result: DirectoryPage, query: DirectoryQuery, language: DirectoryLanguage, texts: DirectoryTexts) {
  if (result.pageCount <= 1) return '';
  const link = (page: number) => directoryHref(DIRECTORY_PATH, { ...filterParams(query), page: page === 1 ? undefined : page }, language);
  return html`<nav class="pagination" aria-label="${texts.pagination}">
    ${result.page > 1 ? html`<a href="${link(result.page - 1)}" rel="prev">${texts.previous}</a>` : ''}
    <span>${texts.pageOf(result.page, result.pageCount)}</span>
    ${result.page < result.pageCount ? html`<a href="${link(result.page + 1)}" rel="next">${texts.next}</a>` : ''}
  </nav>`;
}

/** The search and filter parameters of a query, as the page's links carry them. */
export function filterParams(query: DirectoryQuery): Record<string, string | undefined> {
  return { q: query.q, industry: query.industry, certification: query.certification, serviceArea: query.serviceArea, state: query.state };
}

/**
 * The directory's home and search page (GET /business-directory): the search
 * form (words, then industry, certification, service area and state; a GET
 * form that works without script), the number of matches, one card per
 * business (name linking to its page, location, industries, description
 * excerpt) and the previous/next page links.
 */
export function directoryIndexPage(language: DirectoryLanguage, query: DirectoryQuery, result: DirectoryPage): DirectoryPageContent {
  const texts = directoryTexts[language];
  const plain = (values: readonly string[]) => values.map((value) => ({ value, label: valueLabel(texts, value) }));
  const certificationChoices = businessCertifications.map((entry) => ({
    value: entry.value,
    label: entry.name.startsWith(entry.value) ? valueLabel(texts, entry.name) : `${entry.value} (${entry.name})`,
  }));
  const stateChoices = usStates.map((state) => ({ value: state.code, label: state.name }));
  const body = html`<h1>${texts.title}</h1>
    <p class="intro">${texts.intro}</p>
    <form class="search" method="get" action="${DIRECTORY_PATH}" role="search">
      <fieldset>
        <legend>${texts.searchLegend}</legend>
        ${language === 'en' ? '' : html`<input type="hidden" name="lang" value="${language}" />`}
        <div class="field field--wide">
          <label for="search-q">${texts.searchLabel}</label>
          <input id="search-q" type="search" name="q" value="${query.q ?? ''}" maxlength="200" aria-describedby="search-hint" />
          <p id="search-hint" class="hint">${texts.searchHint}</p>
        </div>
        ${filterSelect('industry', texts.industry, texts.any, plain(industries), query.industry)}
        ${filterSelect('certification', texts.certification, texts.any, certificationChoices, query.certification)}
        ${filterSelect('serviceArea', texts.serviceArea, texts.any, plain(serviceAreas), query.serviceArea)}
        ${filterSelect('state', texts.state, texts.any, stateChoices, query.state?.toUpperCase())}
        <div class="actions">
          <button type="submit">${texts.searchButton}</button>
          <a href="${directoryHref(DIRECTORY_PATH, {}, language)}">${texts.clear}</a>
        </div>
      </fieldset>
    </form>
    <section aria-labelledby="results-heading">
      <h2 id="results-heading">${texts.results(result.total)}</h2>
      ${resultList(result, language, texts)} ${pagination(result, query, language, texts)}
    </section>`;
  return {
    language,
    title: texts.title,
    description: texts.metaDescription,
    path: DIRECTORY_PATH,
    params: { ...filterParams(query), page: result.page === 1 ? undefined : result.page },
    body,
  };
}
