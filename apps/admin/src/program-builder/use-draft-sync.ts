import { useAtomValue, useSetAtom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { useLayoutEffect, useMemo } from 'react';
import { type ProgramDraft, programDraftAtom } from './program-draft-atoms.ts';

/** How one editor's state sits in the draft: read it, and write it in (both pure, defined once at module level). */
export interface DraftPart<T> {
  read(draft: ProgramDraft): T;
  write(draft: ProgramDraft, value: T): ProgramDraft;
}

/** The draft's components (spec §2 Program Components, with the unsaved 'Component Details' configuration). */
export const draftComponents: DraftPart<ProgramDraft['components']> = {
  read: (draft) => draft.components,
  write: (draft, components) => ({ ...draft, components }),
};

/** The draft's questions (spec §2 Program Questions, with the unsaved 'Question Details' edit). */
export const draftQuestions: DraftPart<ProgramDraft['questions']> = {
  read: (draft) => draft.questions,
  write: (draft, questions) => ({ ...draft, questions }),
};

/** The draft's contacts, shown by the form footer (spec §2 Program Contacts). */
export const draftContacts: DraftPart<ProgramDraft['display']['contacts']> = {
  read: (draft) => draft.display.contacts,
  write: (draft, contacts) => ({ ...draft, display: { ...draft.display, contacts } }),
};

/**
 * Writes one editor's state (`value`; null while it loads) into
 * programDraftAtom whenever it changes, and again once the draft of
 * `programId` appears (the settings editor creates the draft; the panels may
 * load first). A draft of another program is left alone. Runs as a layout
 * effect, so the live preview sees an edit before the next paint.
 */
export function useDraftSync<T>(programId: number, value: T | null, part: DraftPart<T>): void {
  const draftOfProgram = useMemo(() => selectAtom(programDraftAtom, (draft) => draft?.programId === programId), [programId]);
  const ready = useAtomValue(draftOfProgram);
  const setDraft = useSetAtom(programDraftAtom);
  useLayoutEffect(() => {
    if (!ready || value === null) return;
    setDraft((draft) => (draft === null || draft.programId !== programId || part.read(draft) === value ? draft : part.write(draft, value)));
  }, [ready, value, programId, part, setDraft]);
}
