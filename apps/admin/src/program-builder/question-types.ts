import type { QuestionTypeId } from '@huddle/schemas';
import { useLingui } from '@lingui/react/macro';

/** spec §3 question types in their id order: 1 Text Box, 2 Radio Button, 3 Multi-Select, 4 Drop-Down, 6 ContactList. */
export const questionTypeIds: readonly QuestionTypeId[] = [1, 2, 3, 4, 6];

/** spec §3 Text Box: the only type with a character limit. */
export const TEXT_BOX_TYPE: QuestionTypeId = 1;

/** True for the types whose answers are chosen among options (Radio Button, Multi-Select, Drop-Down). */
export function takesOptions(type: QuestionTypeId): boolean {
  return type === 2 || type === 3 || type === 4;
}

/** True for a question type id of spec §3 (narrows a select's value). */
export function isQuestionTypeId(value: number): value is QuestionTypeId {
  return (questionTypeIds as readonly number[]).includes(value);
}

/** The name of each question type (spec §3) in the current language. */
export function useQuestionTypeLabels(): Record<QuestionTypeId, string> {
  const { t } = useLingui();
  return { 1: t`Text Box`, 2: t`Radio Button`, 3: t`Multi-Select`, 4: t`Drop-Down`, 6: t`ContactList` };
}
