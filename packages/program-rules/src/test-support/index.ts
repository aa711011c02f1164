/**
 * @huddle/program-rules/test-support: fixtures and generators for tests of
 * the rules and of their users (never imported by application code).
 */
export { sampleSettings } from './sample-settings.ts';
export { richTextArbitrary } from './rich-text-arbitrary.ts';
