import { compile } from 'html-to-text';
import { LRUCache } from 'lru-cache';

/** Plain texts kept by HTML body: a program's confirmation email repeats on every submission. */
const plainTexts = new LRUCache<string, string>({
  max: 500,
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (value, key) => value.length + key.length,
});

/**
 * The plain-text alternative of an email's HTML body (html-to-text): block
 * elements become lines, lists keep their markers, a link keeps its text with
 * the address in brackets ('Pay the program fee [https://...]'), images are
 * dropped. Lines wrap at 78 characters (RFC 5322 recommendation). The
 * converter is compiled once per process; recent results are reused by HTML
 * text (bounded: 500 bodies, 8 MB).
 */
export function plainTextOf(html: string): string {
  const known = plainTexts.get(html);
  if (known !== undefined) return known;
  const text = convertToText(html);
  plainTexts.set(html, text);
  return text;
}

/** The converter, compiled once (compiling the selectors is most of the cost of a short body). */
const convertToText = compile({
  wordwrap: 78,
  selectors: [
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
  ],
});
