import { useQuery } from '@tanstack/react-query';
import { programsQuery } from '../api/programs.ts';
import type { FixedProgramIds } from './side-menu-groups.ts';

/**
 * Finds the Legends directory and football ops submission program ids (spec §1
 * fixed programs) in GET /api/admin/events?scope=forms by their fixedRole. Loads
 * only when `enabled`; on failure the ids stay unknown (the links stay hidden).
 */
export function useFixedProgramIds(enabled: boolean): FixedProgramIds {
  const programs = useQuery({ ...programsQuery('forms'), enabled });
  if (programs.data === undefined) return {};
  return {
    legendsDirectory: programs.data.find((program) => program.fixedRole === 'legends-directory')?.eventId,
    footballOpsSubmission: programs.data.find((program) => program.fixedRole === 'football-ops-submission')?.eventId,
  };
}
