import { t } from '@lingui/core/macro';
import { ApiError } from '../../api/api-error.ts';
import { loadServerDraft } from '../../api/drafts-api.ts';
import type { ResumedDraft } from './restore-draft.ts';

/** Query of a program page opened by a resume link: `resume`, the saved draft's token. */
export interface ResumeSearch {
  resume?: string;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Reads `?resume=` of a program page: kept only when it looks like a resume token (43 base64url characters). */
export function resumeSearch(search: Record<string, unknown>): ResumeSearch {
  const raw = search.resume;
  return typeof raw === 'string' && TOKEN.test(raw) ? { resume: raw } : {};
}

/** What a resume link gave the page: the draft, or why it cannot be opened. */
export type ResumeOutcome = { kind: 'draft'; draft: ResumedDraft } | { kind: 'failed'; message: string };

/**
 * Loads the draft a resume link names for the program on the page (GET
 * /api/drafts/{token}). An unknown, expired, submitted or closed draft, or
 * one of another program, is a 'failed' outcome with the text the page shows
 * (the form then opens as usual); a network failure is thrown.
 */
export async function loadResumedDraft(eventId: number, token: string | undefined): Promise<ResumeOutcome | null> {
  if (token === undefined) return null;
  try {
    const draft = await loadServerDraft(token);
    if (draft.eventId !== eventId) return { kind: 'failed', message: unusableText() };
    return { kind: 'draft', draft: { token, formVersionId: draft.formVersionId, answers: draft.answers } };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 410) return { kind: 'failed', message: t`This link to your saved application has expired or was already used.` };
    return { kind: 'failed', message: unusableText() };
  }
}

function unusableText(): string {
  return t`This link to a saved application cannot be opened.`;
}

/** Removes `?resume=` from the address once the draft is on the page (a reload then keeps the answers typed since). */
export function forgetResumeParameter(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('resume')) return;
  url.searchParams.delete('resume');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
