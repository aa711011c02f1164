import type { CompiledForm } from '@huddle/form-engine';

/** spec §2 component type names whose answers the detail page lists on their own. */
const FILE_UPLOAD = 'FileUpload';
const PREFERRED_TEAMS = 'PreferredTeams';
/** spec §3: preferredTeams may hold the text 'No Preference'. */
const NO_PREFERENCE = 'No Preference';

/**
 * The lists the detail page shows beside the answers, each null when the
 * participant's form version has no such component (the section does not
 * apply): uploaded file names (FileUpload) and preferred teams (PreferredTeams).
 * An empty list means the section applies but holds nothing ('No Uploaded
 * File(s)' / 'No Preference').
 */
export interface AnswerLists {
  uploadedFiles: string[] | null;
  preferredTeams: string[] | null;
}

function texts(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

/** A FileUpload slot answer names its stored file as { uploadId, fileName }: only the name is listed. */
function fileNames(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return texts(value);
  if (typeof (value as { fileName?: unknown }).fileName === 'string') return texts((value as { fileName: string }).fileName);
  return Object.values(value).flatMap(fileNames);
}

function listOf(
  compiled: CompiledForm,
  answers: Record<string, unknown>,
  componentType: string,
  read: (value: unknown) => string[] = texts,
): string[] | null {
  const components = compiled.sections.Body.filter((component) => component.componentType === componentType);
  if (components.length === 0) return null;
  return components.flatMap((component) => read(answers[component.componentKey]));
}

/**
 * Finds the uploaded files and preferred teams in a participant's answers
 * (spec §2 participant detail, spec §3 FILE_UPLOAD_n and preferredTeams): every
 * non-blank text under the component's answers, in order (for uploads the
 * stored file names, never their ids); 'No Preference' is no team.
 */
export function answerLists(compiled: CompiledForm, answers: Record<string, unknown>): AnswerLists {
  const teams = listOf(compiled, answers, PREFERRED_TEAMS);
  return {
    uploadedFiles: listOf(compiled, answers, FILE_UPLOAD, fileNames),
    preferredTeams: teams === null ? null : teams.filter((team) => team !== NO_PREFERENCE),
  };
}
