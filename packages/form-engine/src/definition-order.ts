import type { ProgramComponent, Question } from '@huddle/schemas';
import type { SectionName } from './component-type.ts';

/** spec §2: sections render Header, Body, Footer. */
export const SECTION_ORDER: readonly SectionName[] = ['Header', 'Body', 'Footer'];

/** Components by displayOrder, then componentId (ties never depend on input order). */
export function sortComponents(components: readonly ProgramComponent[]): ProgramComponent[] {
  return [...components].sort((a, b) => a.displayOrder - b.displayOrder || a.componentId - b.componentId);
}

/**
 * Questions by displayOrder then questionId, each with its options by
 * displayOrder then optionId. Returns copies; the input is not changed.
 */
export function sortQuestions(questions: readonly Question[]): Question[] {
  return [...questions]
    .sort((a, b) => a.displayOrder - b.displayOrder || a.questionId - b.questionId)
    .map((question) => ({
      ...question,
      questionOptions: [...question.questionOptions].sort((a, b) => a.displayOrder - b.displayOrder || a.optionId - b.optionId),
    }));
}
