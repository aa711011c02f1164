/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * A language of the public portal and of a program's applicant-facing texts (spec §1: English by default, and Spanish).
 */
export type ContentLanguage = 'en' | 'es';
