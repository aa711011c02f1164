import { loadFormValidation } from '@huddle/components';
import { type CompiledForm, formValidationKey, shareValidation, validatorCompilerInstalled } from '@huddle/form-engine';
import { formPreviewValidatorUrl } from '../api/form-preview.ts';
import type { ProgramDraft } from './program-draft-atoms.ts';

/** The structural part of a draft: what compileDraft() compiles and the API compiles again. */
export type DraftStructure = Pick<ProgramDraft, 'programId' | 'eventYear' | 'fixedRole' | 'components' | 'questions'>;

/** Loads in progress or done, per compiled draft form (React `use` needs one stable promise per form). */
const loads = new WeakMap<CompiledForm, Promise<void>>();
/** Draft forms whose module is registered, by formValidationKey(); the most recent LOADED_KEPT. */
const loaded = new Map<string, CompiledForm>();
const LOADED_KEPT = 20;

/**
 * Makes the live preview of a draft validate without compiling in the page
 * (issue 11). A draft form that validates like one already loaded (same
 * formValidationKey: e.g. only a question's text changed) shares that one's
 * validation at once (shareValidation), so text edits show without a
 * request. Otherwise asks the API for the validator module of the form the
 * draft compiles to (formPreviewValidatorUrl), then imports and registers it
 * for `compiled` (loadFormValidation). One promise per compiled form, kept
 * also when it fails (React renders again after an error before showing
 * it: a new request each time would never end); the next edit compiles a
 * new form and tries again. Where the page compiles (installFormCompiler:
 * tests) nothing is asked.
 */
export function loadDraftValidation(draft: DraftStructure, compiled: CompiledForm): Promise<void> {
  let loading = loads.get(compiled);
  if (loading !== undefined) return loading;
  if (validatorCompilerInstalled()) {
    loading = loadFormValidation({ compiled, validatorUrl: '' });
  } else {
    const key = formValidationKey(compiled);
    const source = loaded.get(key);
    if (source !== undefined) shareValidation(source, compiled);
    loading = source !== undefined ? loadFormValidation({ compiled, validatorUrl: '' }) : load(draft, compiled, key);
  }
  loads.set(compiled, loading);
  return loading;
}

async function load(draft: DraftStructure, compiled: CompiledForm, key: string): Promise<void> {
  const { programId, eventYear, fixedRole, questions } = draft;
  // The builder's components also carry what the API lists about them (section, hasAdmin...); the engine reads these.
  const components = draft.components.map(
    ({ componentId, componentType, componentKey, displayName, displayOrder, componentText, configuration }) => ({
      componentId,
      componentType,
      componentKey,
      displayName,
      displayOrder,
      componentText,
      configuration,
    }),
  );
  const validatorUrl = await formPreviewValidatorUrl(programId, { eventYear, fixedRole, components, questions });
  await loadFormValidation({ compiled, validatorUrl });
  loaded.delete(key);
  loaded.set(key, compiled);
  if (loaded.size > LOADED_KEPT) loaded.delete(loaded.keys().next().value as string);
}
