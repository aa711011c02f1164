import type { AdminProgramResponse } from '@huddle/schemas';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../api/api-error.ts';
import { programSettingsQuery } from '../api/program-settings.ts';

/** The settings of the program open in the builder: loading, loaded, or why they could not load. */
export type ProgramSettingsLoad =
  { kind: 'loading' } | { kind: 'loaded'; response: AdminProgramResponse } | { kind: 'failed'; message: string };

/**
 * Loads a program's settings on entry (spec §4 'values load on entry',
 * GET /api/admin/events/{eventId}) through the query cache (programSettingsQuery):
 * settings cached by an earlier visit are not shown before this entry's load answers.
 */
export function useProgramSettings(programId: number): ProgramSettingsLoad {
  const settings = useQuery(programSettingsQuery(programId));
  if (settings.isPending || (!settings.isFetchedAfterMount && settings.isFetching)) return { kind: 'loading' };
  if (settings.isError) return { kind: 'failed', message: errorMessage(settings.error) };
  return { kind: 'loaded', response: settings.data };
}
