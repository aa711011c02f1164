import type { Question } from '@huddle/schemas';
import { isQuestionTypeId, takesOptions } from '@huddle/program-rules';
import type { ComponentType, JsonSchema, UiSchema } from '@huddle/form-engine';
import {
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

/**
 * The questions the component asks, in the program's display order: every
 * spec §3 type (isQuestionTypeId), never question id 5 (spec §2), and only
 * questions of a type with options (takesOptions) that have at least one
 * option (an empty choice list could never be answered).
 */
export function askedQuestions(questions: readonly Question[]): Question[] {
  return questions.filter(
    (question) =>
      isQuestionTypeId(question.questionTypeId) &&
      question.questionId !== SKIPPED_QUESTION_ID &&
      (!takesOptions(question.questionTypeId) || optionNames(question).length > 0),
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
