import { convert } from 'html-to-text';

/**
 * The plain-text alternative of an email's HTML body (html-to-text): block
 * elements become lines, lists keep their markers, a link keeps its text with
 * the address in brackets ('Pay the program fee [https://...]'), images are
 * dropped. Lines wrap at 78 characters (RFC 5322 recommendation).
 */
export function plainTextOf(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
    ],
  });
}
