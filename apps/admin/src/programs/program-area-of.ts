import type { ProgramArea } from '../routes/program-area.ts';

/**
 * The /app area a program's pages live in (spec §2 redirect helper): the Legends
 * directory program under 'nfllegends', the football ops submission program under
 * 'footballOps', every other program under 'admin'.
 */
export function programAreaOf(fixedRole: string | null | undefined): ProgramArea {
  if (fixedRole === 'legends-directory') return 'nfllegends';
  if (fixedRole === 'football-ops-submission') return 'footballOps';
  return 'admin';
}
