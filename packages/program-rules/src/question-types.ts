import type { QuestionTypeId } from '@huddle/schemas';

/** spec §3 question types by name: 1 Text Box, 2 Radio Button, 3 Multi-Select, 4 Drop-Down, 6 ContactList. */
export const questionTypes = {
  textBox: 1,
  radioButton: 2,
  multiSelect: 3,
  dropDown: 4,
  contactList: 6,
} as const satisfies Record<string, QuestionTypeId>;

/** spec §3 question types in their id order. */
export const questionTypeIds: readonly QuestionTypeId[] = Object.values(questionTypes);

/** Types answered by choosing among the question's options: Radio Button, Multi-Select, Drop-Down. */
const optionTypes: readonly number[] = [questionTypes.radioButton, questionTypes.multiSelect, questionTypes.dropDown];

/** Types whose 'other' option (isTextBox) reveals a free text (spec §4 'Please specify other:'): Radio Button, Multi-Select. */
const otherTextTypes: readonly number[] = [questionTypes.radioButton, questionTypes.multiSelect];

/** True for a question type id of spec §3 (narrows a number). */
export function isQuestionTypeId(value: number): value is QuestionTypeId {
  return (questionTypeIds as readonly number[]).includes(value);
}

/**
 * True for the types that have options (spec §2 'options list with Add';
 * Radio Button, Multi-Select, Drop-Down). The others (Text Box, ContactList)
 * never have options.
 */
export function takesOptions(type: number): boolean {
  return optionTypes.includes(type);
}

/** spec §2 'character limit for text boxes': only the Text Box has a character limit. */
export function hasCharacterLimit(type: number): boolean {
  return type === questionTypes.textBox;
}

/** spec §4: true for the types where an option marked isTextBox reveals 'Please specify other:'. */
export function offersOtherText(type: number): boolean {
  return otherTextTypes.includes(type);
}
