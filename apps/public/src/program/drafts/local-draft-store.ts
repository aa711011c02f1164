import { storableAnswers } from './storable-answers.ts';

/** A draft kept in this browser's localStorage. */
export interface LocalDraft {
  formVersionId: number;
  answers: Record<string, unknown>;
  /** When it was written (ISO 8601). */
  savedAt: string;
  /** Resume token of the server draft these answers continue, if any (so the submission closes it). */
  serverToken?: string;
}

const PREFIX = 'huddle.draft:';

/** localStorage key of a program path's draft for one form version: 'huddle.draft:{path, lower-case}:{formVersionId}'. */
export function localDraftKey(programPath: string, formVersionId: number): string {
  return `${pathPrefix(programPath)}${formVersionId}`;
}

function pathPrefix(programPath: string): string {
  return `${PREFIX}${programPath.replace(/^\/+/, '').toLowerCase()}:`;
}

/**
 * The draft of this program path: the one of `formVersionId` when there is
 * one, else the newest kept for another version of the path (the caller
 * fits it to the current form), else null. Unreadable entries and a
 * storage the browser refuses count as none.
 */
export function readLocalDraft(programPath: string, formVersionId: number): LocalDraft | null {
  const storage = browserStorage();
  if (storage === null) return null;
  const exact = parse(storage.getItem(localDraftKey(programPath, formVersionId)));
  if (exact !== null) return exact;
  return (
    keysOf(storage, pathPrefix(programPath))
      .map((key) => parse(storage.getItem(key)))
      .filter((draft): draft is LocalDraft => draft !== null)
      .sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0))[0] ?? null
  );
}

/**
 * Keeps the answers of a program path's form version on this device
 * (storableAnswers: never file contents) and removes the path's drafts of
 * other versions. A full or refused storage is ignored: the form goes on.
 */
export function writeLocalDraft(
  programPath: string,
  draft: { formVersionId: number; answers: Record<string, unknown>; serverToken?: string },
  now: Date = new Date(),
): void {
  const storage = browserStorage();
  if (storage === null) return;
  const key = localDraftKey(programPath, draft.formVersionId);
  const value: LocalDraft = {
    formVersionId: draft.formVersionId,
    answers: storableAnswers(draft.answers),
    savedAt: now.toISOString(),
    ...(draft.serverToken === undefined ? {} : { serverToken: draft.serverToken }),
  };
  try {
    storage.setItem(key, JSON.stringify(value));
    for (const other of keysOf(storage, pathPrefix(programPath))) if (other !== key) storage.removeItem(other);
  } catch {
    // Quota exceeded or storage refused: the draft is simply not kept.
  }
}

/** Removes every draft of a program path from this device (after a submit, or 'Start over'). */
export function clearLocalDrafts(programPath: string): void {
  const storage = browserStorage();
  if (storage === null) return;
  try {
    for (const key of keysOf(storage, pathPrefix(programPath))) storage.removeItem(key);
  } catch {
    // Nothing to do when storage is refused.
  }
}

function keysOf(storage: Storage, prefix: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

function parse(text: string | null): LocalDraft | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<LocalDraft>;
    if (typeof value.formVersionId !== 'number' || typeof value.savedAt !== 'string') return null;
    if (value.answers === null || typeof value.answers !== 'object' || Array.isArray(value.answers)) return null;
    return {
      formVersionId: value.formVersionId,
      answers: value.answers,
      savedAt: value.savedAt,
      ...(typeof value.serverToken === 'string' ? { serverToken: value.serverToken } : {}),
    };
  } catch {
    return null;
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
