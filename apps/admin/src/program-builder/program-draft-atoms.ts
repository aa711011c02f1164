import { atom } from 'jotai';
import type { FixedRole, ProgramComponent, Question } from '@huddle/schemas';
import type { ProgramDisplay } from '@huddle/components';

/**
 * The program being edited in the builder (/app/{area}/forms/{programId}),
 * shared by the settings form, the components and questions panels and the
 * live preview. Each editor writes its unsaved state here on every edit; the
 * preview compiles the public form from it (ARCHITECTURE.md §1: the same
 * compileForm() as the server, so the preview is what applicants will see).
 */
export interface ProgramDraft {
  programId: number;
  eventYear: number;
  /** Fixed program role of spec §1 (some component rules depend on it), or null. */
  fixedRole: FixedRole | null;
  /** Program facts shown by the display components (header, description, footer...), from the settings draft. */
  display: ProgramDisplay;
  /** Components as saved plus unsaved edits (configuration being edited in 'Component Details'). */
  components: ProgramComponent[];
  /** Questions as saved plus the question being edited in 'Question Details'. */
  questions: Question[];
}

/** The draft of the program open in the builder; null before it loads. */
export const programDraftAtom = atom<ProgramDraft | null>(null);
