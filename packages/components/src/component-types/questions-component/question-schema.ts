import type { Question } from '@huddle/schemas';
import { offersOtherText, questionTypes } from '@huddle/program-rules';
import type { JsonSchema, UiSchema } from '@huddle/form-engine';
import { DEFAULT_TEXT_LIMIT, FRIENDLY_NAME_KEYWORD, SELECT_PLACEHOLDER, friendlyQuestionName, specPatterns } from '@huddle/form-engine';
import { contactListSchema, contactListUiSchema, readContactListConfig } from '../contact-list-question/contact-list-schema.ts';

/** spec §2: multi-select and radio questions are laid out in 3 columns. */
export const CHOICE_COLUMNS = 3;
/** spec §3 question type 6: a contact list (configuration columns + minContacts). */
export const CONTACT_LIST_TYPE = questionTypes.contactList;
/** Text of a contact-list question's table without contacts. */
export const NO_CONTACTS_TEXT = 'No contacts specified';
/** Text questions with a limit above this many characters get a multi-line box. */
const SINGLE_LINE_LIMIT = 100;
/** spec §4: label of the free-text input revealed by an 'other' option. */
export const OTHER_TEXT_TITLE = 'Please specify other:';

/** Answer key of a question: `q{questionId}`. */
export function questionKey(question: Question): string {
  return `q${question.questionId}`;
}

/** Answer key of the free text revealed by a question's 'other' option: `q{questionId}Other`. */
export function otherKey(question: Question): string {
  return `q${question.questionId}Other`;
}

/** spec §5: text questions allow characterLimit characters when above 0, else 524288. */
export function textLimit(question: Question): number {
  return question.characterLimit > 0 ? question.characterLimit : DEFAULT_TEXT_LIMIT;
}

/**
 * Option names in display order, each once. Drop-downs never offer the
 * 'select' placeholder as an answer (spec §5).
 */
export function optionNames(question: Question): string[] {
  const names = [...question.questionOptions]
    .sort((a, b) => a.displayOrder - b.displayOrder || a.optionId - b.optionId)
    .map((option) => option.optionName)
    .filter((name) => question.questionTypeId !== questionTypes.dropDown || name.trim().toLowerCase() !== SELECT_PLACEHOLDER);
  return [...new Set(names)];
}

/** Names of the options that reveal the 'other' free text (isTextBox). */
export function otherOptionNames(question: Question): string[] {
  const names = new Set(optionNames(question));
  return question.questionOptions.filter((option) => option.isTextBox && names.has(option.optionName)).map((option) => option.optionName);
}

/**
 * The contact-list configuration of a type 6 question (spec §3:
 * configuration { columns, minContacts }; null: default columns, no
 * minimum). Throws an Error naming the question when it is malformed.
 */
export function contactListConfigOf(question: Question) {
  return readContactListConfig(question.configuration, `question ${question.questionId} (ContactList)`);
}

/**
 * spec §5 "contact list at least minimum": the number of contacts a type 6
 * question needs: its minContacts, or 0 when the question is optional.
 */
export function minimumContacts(question: Question): number {
  return isRequired(question) ? contactListConfigOf(question).minContacts : 0;
}

/**
 * Whether the answer key must be present: required questions, except
 * contact lists that need no contact (an empty list may be left out).
 */
export function isAnswerRequired(question: Question): boolean {
  return question.questionTypeId === CONTACT_LIST_TYPE ? minimumContacts(question) > 0 : isRequired(question);
}

/**
 * The answer schema of one question: title = full question text,
 * x-friendlyName = spec §5 name (first 15 characters + '...').
 * 1 text (limit, general text pattern); 2 radio (one option name);
 * 3 multi-select (unique option names, at least one when required);
 * 4 drop-down (one option name, never 'select'); 6 contact list (contacts
 * `{ itemNumber, <column>: text }`, at least minContacts when required).
 */
export function questionSchema(question: Question): JsonSchema {
  const named = { title: question.questionText, [FRIENDLY_NAME_KEYWORD]: friendlyQuestionName(question.questionText) };
  switch (question.questionTypeId) {
    case CONTACT_LIST_TYPE:
      return contactListSchema(contactListConfigOf(question), minimumContacts(question), named.title, named[FRIENDLY_NAME_KEYWORD]);
    case questionTypes.textBox:
      return { type: 'string', ...named, pattern: specPatterns.generalText, maxLength: textLimit(question) };
    case questionTypes.multiSelect:
      return {
        type: 'array',
        ...named,
        items: { type: 'string', enum: optionNames(question) },
        uniqueItems: true,
        ...(isRequired(question) ? { minItems: 1 } : {}),
      };
    default:
      return { type: 'string', ...named, enum: optionNames(question) };
  }
}

/**
 * UI schema of one question: textarea for long text, radio and checkboxes in
 * 3 columns, select for drop-downs, the contact table for contact lists.
 */
export function questionUiSchema(question: Question): UiSchema {
  switch (question.questionTypeId) {
    case CONTACT_LIST_TYPE:
      return contactListUiSchema(contactListConfigOf(question), NO_CONTACTS_TEXT);
    case questionTypes.textBox:
      return textLimit(question) > SINGLE_LINE_LIMIT ? { 'ui:widget': 'textarea' } : {};
    case questionTypes.radioButton:
      return { 'ui:widget': 'radio', 'ui:options': { columns: CHOICE_COLUMNS } };
    case questionTypes.multiSelect:
      return { 'ui:widget': 'checkboxes', 'ui:options': { columns: CHOICE_COLUMNS } };
    default:
      return { 'ui:widget': 'select', 'ui:placeholder': 'Choose an option' };
  }
}

/**
 * spec §4/§5: choosing an 'other' option (radio, multi-select) reveals a
 * required free text `q{id}Other`; otherwise that key is not allowed.
 * Undefined when the question has no such option.
 */
export function otherTextRule(question: Question): JsonSchema | undefined {
  const others = otherOptionNames(question);
  if (others.length === 0 || !offersOtherText(question.questionTypeId)) return undefined;
  const key = questionKey(question);
  const chosen: JsonSchema = question.questionTypeId === questionTypes.radioButton ? { enum: others } : { contains: { enum: others } };
  return {
    if: { properties: { [key]: chosen }, required: [key] },
    then: {
      properties: {
        [otherKey(question)]: {
          type: 'string',
          title: OTHER_TEXT_TITLE,
          [FRIENDLY_NAME_KEYWORD]: friendlyQuestionName(question.questionText),
          pattern: specPatterns.generalText,
          maxLength: DEFAULT_TEXT_LIMIT,
        },
      },
      required: [otherKey(question)],
    },
  };
}

/** A question is required unless configured otherwise (spec §5 question rules). */
export function isRequired(question: Question): boolean {
  return question.required ?? true;
}
