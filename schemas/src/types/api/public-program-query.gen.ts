/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { ContentLanguage } from '../entities/content-language.gen.ts';

/**
 * Query of GET /api/events/{eventId}: lang=es answers the program's Spanish texts (English where a text has no Spanish version); en or absent answers English.
 */
export interface PublicProgramQuery {
  lang?: ContentLanguage;
}
