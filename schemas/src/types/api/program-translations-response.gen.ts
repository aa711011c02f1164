/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { TranslatableText } from '../entities/translatable-text.gen.ts';
import type { TranslationLanguage } from '../entities/translation-language.gen.ts';

/**
 * 200 body of GET and PUT /api/admin/events/{eventId}/translations/{language}: every applicant-facing text of the program with its translation, and how many are translated (the builder's completeness indicator).
 */
export interface ProgramTranslationsResponse {
  language: TranslationLanguage;
  /**
   * Texts with an English version.
   */
  total: number;
  /**
   * Of those, the ones with a translation.
   */
  translated: number;
  /**
   * Program texts first, then components, questions and their options, in display order.
   */
  texts: TranslatableText[];
}
