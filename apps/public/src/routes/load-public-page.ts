import type { QueryClient } from '@tanstack/react-query';
import { publicPathQuery, publicProgramQuery } from '../api/public-queries.ts';
import type { PublicPath, PublicProgram } from '../api/public-types.ts';
import type { PublicLanguage } from '../i18n/public-language-atom.ts';
import { preloadProgramApplication } from '../program/lazy-program-application.tsx';
import { loadPlayerPreload, type PlayerPreload } from '../program/player-preload.ts';
import { loadResumedDraft, type ResumeOutcome } from '../program/drafts/load-resumed-draft.ts';

/** What a public path shows: a program application page or the coaches academy level selection. */
export type PublicPage =
  | { kind: 'application'; path: PublicPath; program: PublicProgram; playerPreload: PlayerPreload | null; resume?: ResumeOutcome | null }
  | { kind: 'level-selection'; path: PublicPath };

/**
 * Resolves a public path and, for an application page, loads its program with
 * its texts in `language` (English by default), the `?p=` player preload
 * (`playerId`, see loadPlayerPreload) and the `?resume=` saved draft
 * (`resumeToken`, see loadResumedDraft), through the query cache (a path and
 * program loaded in the last minute are reused; a server-rendered page puts
 * both there first: seedServerPage).
 * Throws ApiError (404 when the path or its program is unknown) or NetworkError.
 */
export async function loadPublicPage(
  queryClient: QueryClient,
  pathParam: string,
  options: { playerId?: number; resumeToken?: string; language?: PublicLanguage } = {},
): Promise<PublicPage> {
  const { playerId, resumeToken, language = 'en' } = options;
  const path = await queryClient.fetchQuery(publicPathQuery(pathParam));
  if (path.kind === 'level-selection') return { kind: 'level-selection', path };
  void preloadProgramApplication().catch(() => undefined);
  const program = await queryClient.fetchQuery(publicProgramQuery(path.programId, language));
  const [playerPreload, resume] = await Promise.all([
    loadPlayerPreload(queryClient, program, playerId),
    loadResumedDraft(program.eventId, resumeToken),
  ]);
  return { kind: 'application', path, program, playerPreload, resume };
}
