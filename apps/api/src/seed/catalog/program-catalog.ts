import { businessWorkshopPrograms } from './business-workshops.ts';
import { careerFellowshipPrograms } from './career-fellowships.ts';
import { careerTourPrograms } from './career-tours.ts';
import type { CatalogPath, CatalogProgram } from './catalog-program.ts';
import { coachesAcademyPrograms } from './coaches-academy.ts';
import { communityPrograms } from './community-programs.ts';
import { financialPrograms } from './financial-programs.ts';
import { nflForwardCrowdsourcing, nunnWootenScoutingFellowship } from './football-ops.ts';
import { legendsCommunityPrograms } from './legends-community.ts';
import { legendsBusinessDirectory, nflLegendsDirectory } from './legends-directory.ts';
import { legendsEventPrograms } from './legends-events.ts';
import { internshipProgram, jobShadowAndInternshipProgram } from './resume-programs.ts';
import { superBowlEventPrograms } from './super-bowl-events.ts';

/**
 * The seed catalog: every program behind the public paths of spec §2, in
 * league year 2026-2027 (see catalog-dates.ts), ordered by stable id 1..70.
 *
 * Fixed roles (spec §1; the spec does not name their programs, these are the
 * readings chosen):
 * - 1 football-ops-submission: /NFL_Forward_Crowdsourcing (legal disclaimer on)
 * - 2 legends-directory: /nfl-legends-directory
 * - 3 business-directory: no public path (fed by the Legends directory)
 * - 4 resume-program-a: /job-shadow-and-internship-program and
 *   5 resume-program-b: /internship-program, the two programs that place
 *   applicants at clubs (resume upload plus preferred clubs)
 * - 6 football-areas: /nunn-wooten-scouting-fellowship, a Football Operations
 *   fellowship (family 'football-ops')
 *
 * Shared paths (spec §2): /coaches-academy-qa with the level selection
 * /coaches-academy-experience; /NFLOfficiatingAcademy with
 * /officiating-workshop; /LifeBeyondTheGame with /bts; /wealth-management
 * with /financial-summit (the spec lists /wealth-management once, so its
 * second entry is read as the financial summit). /coaches-academy-pro, where
 * the level selection sends experienced coaches, is a program of its own.
 *
 * Closed programs: 53 and 67 are inactive; 22, 24 and 68 are past their due
 * date relative to 2026-11-21. One program (42,
 * /continuing-education-interest-form) hides its dates.
 */
export const programCatalog: CatalogProgram[] = [
  nflForwardCrowdsourcing,
  nflLegendsDirectory,
  legendsBusinessDirectory,
  jobShadowAndInternshipProgram,
  internshipProgram,
  nunnWootenScoutingFellowship,
  ...coachesAcademyPrograms,
  ...superBowlEventPrograms,
  ...legendsEventPrograms,
  ...legendsCommunityPrograms,
  ...careerFellowshipPrograms,
  ...careerTourPrograms,
  ...businessWorkshopPrograms,
  ...financialPrograms,
  ...communityPrograms,
].sort((a, b) => a.id - b.id);

/** One public path with the program it opens (kind always set). */
export interface CatalogPathEntry extends Required<CatalogPath> {
  programId: number;
}

/** Every public path of the catalog, flat, in program id order. */
export function catalogPaths(): CatalogPathEntry[] {
  return programCatalog.flatMap((program) =>
    program.paths.map((path) => ({ path: path.path, title: path.title, kind: path.kind ?? 'application', programId: program.id })),
  );
}
