import type { AdminProgramSummary } from '../api/programs.ts';
import { programAreaOf } from '../programs/program-area-of.ts';
import type { ProgramArea } from '../routes/program-area.ts';

/**
 * The /app area of each program id (spec §2 redirect helper, see programAreaOf),
 * for linking search results: e.g. the Legends directory program → 'nfllegends'.
 */
export function programAreasById(programs: readonly Pick<AdminProgramSummary, 'eventId' | 'fixedRole'>[]): Map<number, ProgramArea> {
  return new Map(programs.map((program) => [program.eventId, programAreaOf(program.fixedRole)]));
}

/** A program's area from the map; 'admin' (NFL programs) when the program is not in it. */
export function areaOf(areas: ReadonlyMap<number, ProgramArea>, eventId: number): ProgramArea {
  return areas.get(eventId) ?? 'admin';
}
