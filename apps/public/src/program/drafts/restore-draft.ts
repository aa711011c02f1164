import { answersThatFit, holdsGivenAnswer, type CompiledForm } from '@huddle/form-engine';
import type { LocalDraft } from './local-draft-store.ts';

/** A saved draft opened through its emailed link (already loaded from the server). */
export interface ResumedDraft {
  token: string;
  formVersionId: number;
  answers: Record<string, unknown>;
}

/** Where the restored answers came from and whether the form changed since they were kept. */
export interface RestoreNotice {
  source: 'device' | 'link';
  /** The draft was kept for another form version: only the answers that still fit came back. */
  formChanged: boolean;
}

/** What the form starts with. */
export interface RestoredAnswers {
  answers: Record<string, unknown>;
  notice: RestoreNotice | null;
  /** Resume token of the server draft the answers continue (the submission closes it). */
  serverToken?: string;
}

/**
 * The answers a program's form opens with: a draft opened by its link wins,
 * else the draft kept on this device, else nothing; a draft of another form
 * version keeps only the answers that still fit (answersThatFit) and says
 * the form changed. A `?p=` player preload (`preload`, by component key)
 * goes over the draft: the player database's fields stay locked. A draft
 * without an answer the applicant gave (holdsGivenAnswer: empty, or only the
 * form's defaults, kept by a visit that typed nothing) restores nothing (no notice).
 */
export function restoreDraft(input: {
  compiled: CompiledForm;
  formVersionId: number;
  resumed: ResumedDraft | null;
  local: LocalDraft | null;
  preload?: Record<string, unknown>;
}): RestoredAnswers {
  const preload = input.preload ?? {};
  const source = input.resumed !== null ? 'link' : 'device';
  const draft = input.resumed ?? input.local;
  if (draft === null || !holdsGivenAnswer(input.compiled, draft.answers)) return { answers: { ...preload }, notice: null };
  const formChanged = draft.formVersionId !== input.formVersionId;
  const answers = formChanged ? answersThatFit(input.compiled, draft.answers).answers : draft.answers;
  const token = input.resumed?.token ?? input.local?.serverToken;
  return {
    answers: { ...answers, ...preload },
    notice: { source, formChanged },
    ...(token === undefined ? {} : { serverToken: token }),
  };
}
