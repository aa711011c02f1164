/**
 * @huddle/program-rules/browser: the rich text policy applied with DOMPurify
 * (needs a DOM). The components and the admin app import it; the API
 * imports @huddle/program-rules/server instead.
 */
export { sanitizeRichText, richTextPlainText } from './rich-text-in-browser.ts';
