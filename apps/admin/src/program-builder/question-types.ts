import type { QuestionTypeId } from '@huddle/schemas';
import { useLingui } from '@lingui/react/macro';

/** The name of each question type (spec §3) in the current language; what each type can do is in @huddle/program-rules. */
export function useQuestionTypeLabels(): Record<QuestionTypeId, string> {
  const { t } = useLingui();
  return { 1: t`Text Box`, 2: t`Radio Button`, 3: t`Multi-Select`, 4: t`Drop-Down`, 6: t`ContactList` };
}
