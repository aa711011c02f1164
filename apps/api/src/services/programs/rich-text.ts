import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

/**
 * What staff rich text may contain: the spec §9 toolbar (headers 1-6, bold,
 * italic, underline, strike, blockquote, ordered and bullet lists, indent,
 * link, image) plus paragraphs, line breaks and spans. Links keep
 * http(s)/mailto/tel; images http(s) or data: URLs.
 */
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'span',
    'div',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'blockquote',
    'ol',
    'ul',
    'li',
    'a',
    'img',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['class', 'style', 'dir'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify|start|end)$/],
      'padding-inline-start': [/^\d+(\.\d+)?(px|em|rem)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Sanitized results kept by input text: program messages and email templates repeat on every submission. */
const sanitized = new LRUCache<string, string>({
  max: 500,
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (value, key) => value.length + key.length,
});

/**
 * Sanitizes staff rich text (ARCHITECTURE.md §6) for storage and for the
 * public program view: scripts, event handlers, javascript: URLs and unknown
 * tags are removed. Returns '' for null/undefined. The same text gives the
 * same result, so recent results are reused (bounded: 500 texts, 8 MB).
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (html === null || html === undefined || html === '') return '';
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, richTextOptions);
  sanitized.set(html, clean);
  return clean;
}
