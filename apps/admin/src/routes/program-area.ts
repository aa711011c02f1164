/**
 * The areas of /app that host program routes (spec §2): 'admin' (NFL programs),
 * 'nfllegends' (Legends Directory) and 'footballOps' (Football Ops). Each offers
 * forms/{programId} and the participant routes under programs/{programId}.
 */
export const programAreas = ['admin', 'nfllegends', 'footballOps'] as const;

/** One program area path segment. */
export type ProgramArea = (typeof programAreas)[number];

/** Whether a path segment names a program area (case-sensitive, as in spec §2). */
export function isProgramArea(segment: string): segment is ProgramArea {
  return (programAreas as readonly string[]).includes(segment);
}
