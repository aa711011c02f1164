import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';
import { DomUtils, parseDocument } from 'htmlparser2';
import { isAllowedRichTextAttribute, richTextPolicy } from '../rich-text-policy.ts';

/** The attributes of a tag the policy keeps (values trimmed, as DOMPurify reads them); every kept link gets the policy's rel. */
function keptAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const trimmed = value.trim();
    if (name === 'style' || isAllowedRichTextAttribute(tagName, name, trimmed)) kept[name] = name === 'style' ? value : trimmed;
  }
  if (tagName === 'a') kept.rel = richTextPolicy.linkRel;
  return kept;
}

const urlRules = Object.values(richTextPolicy.urls);

/** sanitize-html options, with allowedEmptyAttributes (an option of sanitize-html its type declarations leave out). */
interface PolicyOptions extends sanitizeHtml.IOptions {
  allowedEmptyAttributes: string[];
}

/** richTextPolicy as sanitize-html options. */
const options: PolicyOptions = {
  allowedTags: [...richTextPolicy.tags],
  nonTextTags: [...richTextPolicy.dropWithContent],
  allowedAttributes: Object.fromEntries(Object.entries(richTextPolicy.attributes).map(([tag, names]) => [tag, [...names]])),
  allowedStyles: { '*': Object.fromEntries(Object.entries(richTextPolicy.styles).map(([property, values]) => [property, [values]])) },
  allowedSchemes: [...new Set(urlRules.flatMap((rule) => rule.schemes))],
  allowedSchemesByTag: Object.fromEntries(Object.entries(richTextPolicy.urls).map(([tag, rule]) => [tag, [...rule.schemes]])),
  allowedSchemesAppliedToAttributes: urlRules.map((rule) => rule.attribute),
  allowProtocolRelative: false,
  allowedEmptyAttributes: [...richTextPolicy.keptEmpty],
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: keptAttributes(tagName, attribs) }) },
};

/** Sanitized results kept by input text: program messages and email templates repeat on every submission (bounded: 500 texts, 8 MB). */
const sanitized = new LRUCache<string, string>({
  max: 500,
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (value, key) => value.length + key.length,
});

/**
 * Staff rich text sanitized on the server with sanitize-html under
 * richTextPolicy (ARCHITECTURE.md §6): for storage on save, for the public
 * program view and for email HTML. Elements outside the policy are removed
 * (their content kept, except dropWithContent), attributes and inline styles
 * filtered, URLs checked, links get rel="noopener noreferrer". Returns '' for
 * null, undefined or ''. The same text gives the same result, so recent
 * results are reused.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (html === null || html === undefined || html === '') return '';
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, options);
  sanitized.set(html, clean);
  return clean;
}

/**
 * The text a reader sees in rich text, on the server: the sanitized HTML's
 * text content (tags dropped, entities decoded, nothing added between
 * elements), the same text the browser's DOM gives (richTextPlainText of
 * @huddle/program-rules/browser).
 */
export function richTextPlainText(html: string): string {
  const clean = sanitizeRichText(html);
  return clean === '' ? '' : DomUtils.textContent(parseDocument(clean));
}
