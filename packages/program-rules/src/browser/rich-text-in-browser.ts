import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { isAllowedRichTextAttribute, isAllowedRichTextStyle, richTextAttributeNames, richTextPolicy } from '../rich-text-policy.ts';

/** richTextPolicy as DOMPurify configuration; the per-element attribute, URL and style rules run in hooks. */
const config: Config = {
  ALLOWED_TAGS: [...richTextPolicy.tags],
  ALLOWED_ATTR: richTextAttributeNames(),
  // Only the policy's URL attributes are URLs: the others are not checked as addresses.
  ADD_URI_SAFE_ATTR: richTextAttributeNames().filter((name) => !Object.values(richTextPolicy.urls).some((rule) => rule.attribute === name)),
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  // Parse as body content (a leading <noscript> or <style> would otherwise move to the document head).
  FORCE_BODY: true,
  FORBID_CONTENTS: [...richTextPolicy.dropWithContent],
};

/** The declarations of an element's inline style the policy keeps, as a style attribute value ('' for none). */
function keptStyle(element: Element): string {
  const style = (element as HTMLElement).style;
  if (style === undefined) return '';
  return Object.keys(richTextPolicy.styles)
    .map((property) => [property, style.getPropertyValue(property)] as const)
    .filter(([property, value]) => value !== '' && isAllowedRichTextStyle(property, value))
    .map(([property, value]) => `${property}: ${value}`)
    .join('; ');
}

let purifier: Purifier | null | undefined;

/** A DOMPurify instance of its own carrying the policy's hooks; null without a DOM (server rendering). */
function policyPurifier(): Purifier | null {
  if (purifier !== undefined) return purifier;
  const instance = DOMPurify();
  if (!instance.isSupported) return (purifier = null);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'style') {
      data.attrValue = keptStyle(node);
      data.keepAttr = data.attrValue !== '';
    } else {
      data.keepAttr = isAllowedRichTextAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue);
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a') node.setAttribute('rel', richTextPolicy.linkRel);
  });
  return (purifier = instance);
}

/**
 * Staff rich text sanitized in the browser with DOMPurify under
 * richTextPolicy (ARCHITECTURE.md §6): the same elements, attributes, inline
 * styles and URLs the server keeps (sanitizeRichText of
 * @huddle/program-rules/server). Returns '' for null, undefined or '', and
 * where no DOM is available.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  const instance = policyPurifier();
  return instance === null ? '' : instance.sanitize(html, config);
}

/**
 * The text a reader sees in rich text, in the browser: the sanitized HTML's
 * text content, read from an inert template (no script runs, no image
 * loads). '' for empty input or without a DOM.
 */
export function richTextPlainText(html: string): string {
  const clean = sanitizeRichText(html);
  if (clean === '') return '';
  const template = document.createElement('template');
  template.innerHTML = clean;
  return template.content.textContent ?? '';
}
