/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

export type TranslationEntityKind = 'program' | 'component' | 'question' | 'option';
export type TranslationField =
  | 'programDisplayName'
  | 'eventDescription'
  | 'footerMessage'
  | 'submissionMessage'
  | 'eventClosedMessage'
  | 'legalDisclaimerMessage'
  | 'submissionConfirmatiomEmail'
  | 'acceptanceEmail'
  | 'denyEmail'
  | 'displayName'
  | 'componentText'
  | 'questionText'
  | 'optionName';

/**
 * One applicant-facing text of a program (issue 14.3) with its English version and its translation.
 */
export interface TranslatableText {
  entityKind: TranslationEntityKind;
  /**
   * Component, question or option id; 0 for the program itself.
   */
  entityId: number;
  field: TranslationField;
  /**
   * Where staff find the text, e.g. 'Question 3' or 'Option 2 of question 3'.
   */
  where: string;
  /**
   * The English text (the program's own).
   */
  english: string;
  /**
   * The translation, or null when missing (the English text is shown instead).
   */
  text: string | null;
  /**
   * True for rich text (sanitized HTML), false for plain text.
   */
  rich: boolean;
}
