/**
 * @huddle/program-rules/server: the rich text policy applied with
 * sanitize-html (Node). The API imports it; browser code imports
 * @huddle/program-rules/browser instead.
 */
export { sanitizeRichText, richTextPlainText } from './rich-text-on-server.ts';
