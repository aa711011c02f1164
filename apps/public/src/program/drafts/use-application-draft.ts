import { holdsGivenAnswer } from '@huddle/form-engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicProgram } from '../../api/public-types.ts';
import { sendFunnelStepOnce } from './funnel-beacons.ts';
import { forgetResumeParameter } from './load-resumed-draft.ts';
import { clearLocalDrafts, readLocalDraft, writeLocalDraft } from './local-draft-store.ts';
import { restoreDraft, type RestoreNotice, type ResumedDraft } from './restore-draft.ts';

/** How long typing must pause before the answers are written to this device (ms). */
export const DRAFT_WRITE_DELAY_MS = 400;

/** The answers of an application form, kept on this device as they change. */
export interface ApplicationDraft {
  formData: Record<string, unknown>;
  setFormData(answers: Record<string, unknown>): void;
  /** Shown until the applicant starts over: the answers were restored (and whether the form changed). */
  notice: RestoreNotice | null;
  /** Resume token of the server draft these answers continue. */
  serverToken: string | undefined;
  /** Remembers the server draft the answers were saved to (save and finish later). */
  setServerToken(token: string): void;
  /** 'Start over': forgets the kept answers and starts from the empty (or preloaded) form. */
  startOver(): void;
  /** After a successful submit: nothing is kept any more. */
  clear(): void;
}

/**
 * Keeps an application's answers in this browser as the applicant types
 * (localStorage per program path and form version, written after a
 * DRAFT_WRITE_DELAY_MS pause and when the page is hidden; never file
 * contents) and starts the form from a draft (restoreDraft: a resume link's
 * draft, else this device's). Sends the 'opened' funnel step on first
 * render and 'started' at the first answer the applicant gives, once per browser session.
 */
export function useApplicationDraft(input: {
  program: PublicProgram;
  programPath: string;
  initialData?: Record<string, unknown>;
  resumed?: ResumedDraft | null;
}): ApplicationDraft {
  const { program, programPath } = input;
  const formVersionId = program.formVersion.id;
  const [restored] = useState(() =>
    restoreDraft({
      compiled: program.formVersion.compiled,
      formVersionId,
      resumed: input.resumed ?? null,
      local: readLocalDraft(programPath, formVersionId),
      preload: input.initialData,
    }),
  );
  const [formData, setAnswers] = useState(restored.answers);
  const [notice, setNotice] = useState(restored.notice);
  const [serverToken, setToken] = useState(restored.serverToken);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; write: () => void } | null>(null);
  const cleared = useRef(false);
  const started = useRef(false);

  const flush = useCallback(() => {
    const current = pending.current;
    if (current === null) return;
    clearTimeout(current.timer);
    pending.current = null;
    current.write();
  }, []);

  const schedule = useCallback(
    (answers: Record<string, unknown>, token: string | undefined) => {
      if (pending.current !== null) clearTimeout(pending.current.timer);
      const write = () => {
        if (!cleared.current)
          writeLocalDraft(programPath, { formVersionId, answers, ...(token === undefined ? {} : { serverToken: token }) });
      };
      pending.current = { timer: setTimeout(() => flush(), DRAFT_WRITE_DELAY_MS), write };
    },
    [programPath, formVersionId, flush],
  );

  useEffect(() => {
    sendFunnelStepOnce(program.eventId, 'opened');
    // A draft opened by its link is kept on this device at once.
    if (restored.notice?.source === 'link') {
      schedule(restored.answers, restored.serverToken);
      forgetResumeParameter();
    }
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [program.eventId, restored, schedule, flush]);

  const setFormData = useCallback(
    (answers: Record<string, unknown>) => {
      setAnswers(answers);
      cleared.current = false;
      if (
        !started.current &&
        holdsGivenAnswer(program.formVersion.compiled, answers) &&
        JSON.stringify(answers) !== JSON.stringify(restored.answers)
      ) {
        started.current = true;
        sendFunnelStepOnce(program.eventId, 'started');
      }
      schedule(answers, serverToken);
    },
    [program.eventId, schedule, serverToken, restored],
  );

  const setServerToken = useCallback(
    (token: string) => {
      setToken(token);
      schedule(formData, token);
      flush();
    },
    [formData, schedule, flush],
  );

  const clear = useCallback(() => {
    if (pending.current !== null) clearTimeout(pending.current.timer);
    pending.current = null;
    cleared.current = true;
    clearLocalDrafts(programPath);
  }, [programPath]);

  const startOver = useCallback(() => {
    clear();
    setAnswers({ ...(input.initialData ?? {}) });
    setNotice(null);
    setToken(undefined);
  }, [clear, input.initialData]);

  return { formData, setFormData, notice, serverToken, setServerToken, startOver, clear };
}
