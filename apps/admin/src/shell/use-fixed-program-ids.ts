import { useEffect, useState } from 'react';
import { fetchPrograms } from '../api/programs.ts';
import type { FixedProgramIds } from './side-menu-groups.ts';

/**
 * Finds the Legends directory and football ops submission program ids (spec §1
 * fixed programs) in GET /api/admin/events?scope=forms by their fixedRole. Loads
 * only when `enabled`; on failure the ids stay unknown (the links stay hidden).
 */
export function useFixedProgramIds(enabled: boolean): FixedProgramIds {
  const [ids, setIds] = useState<FixedProgramIds>({});
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    fetchPrograms('forms').then(
      (programs) => {
        if (!active) return;
        setIds({
          legendsDirectory: programs.find((program) => program.fixedRole === 'legends-directory')?.eventId,
          footballOpsSubmission: programs.find((program) => program.fixedRole === 'football-ops-submission')?.eventId,
        });
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [enabled]);
  return ids;
}
