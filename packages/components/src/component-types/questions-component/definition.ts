import type { Question } from '@huddle/schemas';
import type { ComponentType, JsonSchema, UiSchema } from '@huddle/form-engine';
import {
  CONTACT_LIST_TYPE,
  isAnswerRequired,
  optionNames,
  otherKey,
  otherTextRule,
  questionKey,
  questionSchema,
  questionUiSchema,
} from './question-schema.ts';

/** spec §2: the QuestionsComponent skips question id 5. */
export const SKIPPED_QUESTION_ID = 5;
/** Question types this component renders: 1 Text Box, 2 Radio Button, 3 Multi-Select, 4 Drop-Down, 6 ContactList. */
const RENDERED_TYPES = new Set([1, 2, 3, 4, CONTACT_LIST_TYPE]);
/** Question types answered by choosing among options. */
const CHOICE_TYPES = new Set([2, 3, 4]);

/**
 * The questions the component asks, in the program's display order: types
 * 1-4 and 6, never question id 5 (spec §2), and only choice questions that
 * have at least one option (an empty choice list could never be answered).
 */
export function askedQuestions(questions: readonly Question[]): Question[] {
  return questions.filter(
    (question) =>
      RENDERED_TYPES.has(question.questionTypeId) &&
      question.questionId !== SKIPPED_QUESTION_ID &&
      (!CHOICE_TYPES.has(question.questionTypeId) || optionNames(question).length > 0),
  );
}

/**
 * QuestionsComponent (spec §2, Body): every program question of types 1-4
 * and 6, answers keyed `q{questionId}` (+ `q{questionId}Other` for an 'other'
 * option's text; a list of contacts for type 6). Required per question
 * (default true). No admin: questions are edited in the program's question
 * panel; a malformed type 6 configuration makes the component fail to
 * compile, naming the question.
 */
export const questionsComponent: ComponentType = {
  name: 'QuestionsComponent',
  section: 'Body',
  description: "The program's questions: text, radio, multi-select, drop-down and contact lists.",
  defaultConfiguration: {},
  toSchema(_config, ctx): JsonSchema {
    const questions = askedQuestions(ctx.questions);
    const rules = questions.map(otherTextRule).filter((rule): rule is JsonSchema => rule !== undefined);
    return {
      type: 'object',
      title: ctx.component.displayName,
      properties: Object.fromEntries(questions.map((question) => [questionKey(question), questionSchema(question)])),
      required: questions.filter(isAnswerRequired).map(questionKey),
      ...(rules.length > 0 ? { allOf: rules } : {}),
      unevaluatedProperties: false,
    };
  },
  toUiSchema(_config, ctx): UiSchema {
    const questions = askedQuestions(ctx.questions);
    const order = questions.flatMap((question) => [questionKey(question), otherKey(question)]);
    return {
      'ui:order': [...order, '*'],
      ...Object.fromEntries(questions.map((question) => [questionKey(question), questionUiSchema(question)])),
    };
  },
};
