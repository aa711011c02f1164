/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { TranslationEntityKind, TranslationField } from '../entities/translatable-text.gen.ts';

/**
 * Body of PUT /api/admin/events/{eventId}/translations/{language}: translations to save; texts left out keep theirs, an empty text removes one (the English text is shown again). Rich texts are sanitized on save. 422 naming texts[i] when a text does not belong to the program.
 */
export interface ProgramTranslationsUpdateRequest {
  /**
   * @maxItems 2000
   */
  texts: {
    entityKind: TranslationEntityKind;
    entityId: number;
    field: TranslationField;
    text: string;
  }[];
}
