import type { CatalogQuestion } from './catalog-program.ts';

/** A question before its position in the program is known. */
export type QuestionDraft = Omit<CatalogQuestion, 'displayOrder'>;

/** Options for every question builder; questions are required unless said otherwise. */
export interface QuestionOptions {
  required?: boolean;
  questionName?: string;
}

/** Choice options: the last one may be an 'Other' that reveals a required free-text input (isTextBox). */
export interface ChoiceOptions extends QuestionOptions {
  other?: string;
}

function draft(
  questionText: string,
  questionTypeId: QuestionDraft['questionTypeId'],
  characterLimit: number,
  options: QuestionOptions,
  choices: readonly string[] = [],
  other?: string,
): QuestionDraft {
  const names = other ? [...choices, other] : choices;
  return {
    questionText,
    questionName: options.questionName ?? null,
    questionTypeId,
    characterLimit,
    required: options.required ?? true,
    configuration: null,
    questionOptions: names.map((optionName, index) => ({
      optionName,
      optionDescription: null,
      displayOrder: index + 1,
      isTextBox: other !== undefined && index === names.length - 1,
    })),
  };
}

/** Type 1 Text Box; characterLimit in characters (0 = the spec §5 default of 524288). */
export function textQuestion(questionText: string, characterLimit = 500, options: QuestionOptions = {}): QuestionDraft {
  return draft(questionText, 1, characterLimit, options);
}

/** Type 2 Radio Button; `other` adds a last option with an other-text input. */
export function radioQuestion(questionText: string, choices: readonly string[], options: ChoiceOptions = {}): QuestionDraft {
  return draft(questionText, 2, 0, options, choices, options.other);
}

/** Type 3 Multi-Select checkboxes; `other` adds a last option with an other-text input. */
export function multiSelectQuestion(questionText: string, choices: readonly string[], options: ChoiceOptions = {}): QuestionDraft {
  return draft(questionText, 3, 0, options, choices, options.other);
}

/** Type 4 Drop-Down. */
export function dropDownQuestion(questionText: string, choices: readonly string[], options: QuestionOptions = {}): QuestionDraft {
  return draft(questionText, 4, 0, options, choices);
}

/** One column of a contact-list question: answer key (lower camel) and caption (spec §3: columns (name, caption)). */
export interface ContactColumnDraft {
  name: string;
  caption: string;
}

/**
 * Type 6 ContactList: a table of contacts with the given columns, at least
 * minContacts of them when the question is required (spec §3 configuration
 * { columns, minContacts }; §5 "contact list at least minimum"). No options.
 */
export function contactListQuestion(
  questionText: string,
  columns: readonly [ContactColumnDraft, ...ContactColumnDraft[]],
  minContacts: number,
  options: QuestionOptions = {},
): QuestionDraft {
  return { ...draft(questionText, 6, 0, options), configuration: { columns: columns.map((column) => ({ ...column })), minContacts } };
}

/** Places drafts in the given order: displayOrder 10, 20, 30... */
export function questionList(drafts: readonly QuestionDraft[]): CatalogQuestion[] {
  return drafts.map((question, index) => ({ ...question, displayOrder: (index + 1) * 10 }));
}
