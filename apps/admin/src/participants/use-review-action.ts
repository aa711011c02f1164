import { useCallback, useState } from 'react';
import type { ParticipantRow } from '../api/participants.ts';
import { deleteParticipant, setParticipantStatus } from '../api/participant-workflow.ts';
import { reviewActionStatus, type ReviewAction } from './review-action.ts';

/** The action being saved, if any. */
export interface WorkingAction {
  personId: number;
  action: ReviewAction;
}

/** The outcome of one action: the updated row (status changes), 'deleted', or the failure. */
export type ReviewOutcome = { ok: true; participant: ParticipantRow | null } | { ok: false; error: unknown };

/** State and runner of the confirmed actions on participants of one program. */
export interface ReviewActionState {
  working: WorkingAction | null;
  /**
   * Runs an action (spec §4: a server call; approve/deny/out of business answer
   * the updated participant, delete answers nothing). Never throws.
   */
  run: (personId: number, action: ReviewAction) => Promise<ReviewOutcome>;
}

/** Runs approve, deny, delete and out of business through the API, tracking the working row. */
export function useReviewAction(eventId: number): ReviewActionState {
  const [working, setWorking] = useState<WorkingAction | null>(null);
  const run = useCallback(
    async (personId: number, action: ReviewAction): Promise<ReviewOutcome> => {
      setWorking({ personId, action });
      try {
        if (action === 'delete') {
          await deleteParticipant(eventId, personId);
          return { ok: true, participant: null };
        }
        return { ok: true, participant: await setParticipantStatus(eventId, personId, reviewActionStatus[action]) };
      } catch (error) {
        return { ok: false, error };
      } finally {
        setWorking(null);
      }
    },
    [eventId],
  );
  return { working, run };
}
