import { useCallback, useState } from 'react';
import { errorMessage } from '../api/api-error.ts';
import { decideParticipant, type Decision, type ParticipantRow } from '../api/participants.ts';

/** The decision being saved, if any. */
export interface WorkingDecision {
  personId: number;
  decision: Decision;
}

/** State and action of approving / denying participants of one program. */
export interface DecisionState {
  working: WorkingDecision | null;
  /** The last failure, shown in an alert; null when none. */
  error: string | null;
  /** Saves a decision; resolves to the updated row, or null when it failed (error is set). */
  decide: (personId: number, decision: Decision, name: string) => Promise<ParticipantRow | null>;
}

/** Approve / deny through the API (spec §4 status change), tracking the working row and errors. */
export function useDecision(eventId: number): DecisionState {
  const [working, setWorking] = useState<WorkingDecision | null>(null);
  const [error, setError] = useState<string | null>(null);

  const decide = useCallback(
    async (personId: number, decision: Decision, name: string) => {
      setWorking({ personId, decision });
      setError(null);
      try {
        return await decideParticipant(eventId, personId, decision);
      } catch (failure) {
        setError(`Could not ${decision} ${name}: ${errorMessage(failure)}`);
        return null;
      } finally {
        setWorking(null);
      }
    },
    [eventId],
  );

  return { working, error, decide };
}
