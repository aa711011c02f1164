/**
 * The text a reader sees in rich text (HTML): tags dropped, entities decoded,
 * via the browser's DOMParser (the document is inert: no script runs, no
 * image loads). '' for empty input.
 */
export function plainTextOf(html: string): string {
  if (html === '') return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
