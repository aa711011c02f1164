import type { AdminProgramResponse } from '@huddle/schemas';
import { useEffect, useState } from 'react';
import { errorMessage } from '../api/api-error.ts';
import { fetchProgramSettings } from '../api/program-settings.ts';

/** The settings of the program open in the builder: loading, loaded, or why they could not load. */
export type ProgramSettingsLoad =
  { kind: 'loading' } | { kind: 'loaded'; response: AdminProgramResponse } | { kind: 'failed'; message: string };

/**
 * Loads a program's settings on entry (spec §4 'values load on entry',
 * GET /api/admin/events/{eventId}); a newer program id aborts the older load.
 */
export function useProgramSettings(programId: number): ProgramSettingsLoad {
  const [load, setLoad] = useState<{ programId: number; state: ProgramSettingsLoad }>({ programId, state: { kind: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    fetchProgramSettings(programId, controller.signal).then(
      (response) => setLoad({ programId, state: { kind: 'loaded', response } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ programId, state: { kind: 'failed', message: errorMessage(error) } });
      },
    );
    return () => controller.abort();
  }, [programId]);
  return load.programId === programId ? load.state : { kind: 'loading' };
}
