import { componentRegistry } from '@huddle/components/definitions';
import { type CompiledForm, compileForm, FormConfigError } from '@huddle/form-engine';
import type { ProgramDraft } from './program-draft-atoms.ts';

/** The public form of a draft, or why the form engine refuses the draft. */
export type DraftCompilation = { ok: true; compiled: CompiledForm } | { ok: false; message: string };

/**
 * Compiles the draft's components and questions into the public form with
 * the same compileForm and component registry as the API (ARCHITECTURE.md
 * §1), so the preview shows what applicants would get once saved. A
 * configuration the engine refuses (FormConfigError: e.g. numUploads 7, a
 * Multi Drop Down without options) answers `{ ok: false, message }` with the
 * engine's message; any other error is a defect and is thrown.
 */
export function compileDraft(
  draft: Pick<ProgramDraft, 'programId' | 'eventYear' | 'fixedRole' | 'components' | 'questions'>,
): DraftCompilation {
  try {
    const compiled = compileForm(
      {
        eventId: draft.programId,
        eventYear: draft.eventYear,
        fixedRole: draft.fixedRole,
        components: draft.components,
        questions: draft.questions,
      },
      componentRegistry,
      // The API proves the schemas compile when it generates the preview's validator module (draft-validation.ts).
      { verifySchemas: false },
    );
    return { ok: true, compiled };
  } catch (error) {
    if (error instanceof FormConfigError) return { ok: false, message: error.message };
    throw error;
  }
}
