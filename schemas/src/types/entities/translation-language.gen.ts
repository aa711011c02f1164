/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * A language staff translate a program's texts into (English is written in the program itself).
 */
export type TranslationLanguage = 'es';
