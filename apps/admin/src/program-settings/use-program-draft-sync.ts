import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { programDraftAtom } from '../program-builder/program-draft-atoms.ts';
import type { SettingsValues } from './settings-values.ts';
import { programDisplayOf } from './program-display-of.ts';

/**
 * Writes the settings being edited into programDraftAtom on every change, so
 * the live preview shows them as they are typed: display (keeping the
 * contacts the contacts panel put there), eventYear and fixedRole. Starts
 * the draft (no components or questions yet) when none is open for this
 * program; the other editors keep what they wrote.
 */
export function useProgramDraftSync(values: SettingsValues): void {
  const setDraft = useSetAtom(programDraftAtom);
  useEffect(() => {
    setDraft((draft) => {
      if (draft === null || draft.programId !== values.eventId) {
        return {
          programId: values.eventId,
          eventYear: values.eventYear,
          fixedRole: values.fixedRole,
          display: programDisplayOf(values, []),
          components: [],
          questions: [],
        };
      }
      return {
        ...draft,
        eventYear: values.eventYear,
        fixedRole: values.fixedRole,
        display: programDisplayOf(values, draft.display.contacts),
      };
    });
  }, [setDraft, values]);
}
