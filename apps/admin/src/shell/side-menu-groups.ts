import type { Permission } from '@huddle/schemas';

/** One side menu link; the kinds map to the /app routes (spec §2 side menu). */
export type MenuLink =
  | { label: string; kind: 'programList' }
  | { label: string; kind: 'formsList' }
  | { label: string; kind: 'participants'; area: 'nfllegends' | 'footballOps'; programId: number }
  | { label: string; kind: 'form'; area: 'nfllegends' | 'footballOps'; programId: number };

/** One side menu group with its heading. */
export interface MenuGroup {
  id: 'nflPrograms' | 'legends' | 'footballOps';
  label: string;
  links: MenuLink[];
}

/** Ids of the fixed programs the Legends Directory and Football Ops groups open; undefined until known. */
export interface FixedProgramIds {
  legendsDirectory?: number;
  footballOpsSubmission?: number;
}

function fixedProgramGroup(
  id: 'legends' | 'footballOps',
  label: string,
  area: 'nfllegends' | 'footballOps',
  programId: number | undefined,
  showBuilder: boolean,
): MenuGroup {
  const links: MenuLink[] = [];
  if (programId !== undefined) {
    links.push({ label: 'Applicants List', kind: 'participants', area, programId });
    if (showBuilder) links.push({ label: 'Form Builder', kind: 'form', area, programId });
  }
  return { id, label, links };
}

/**
 * The side menu by permission (spec §2 side menu, §6 roles):
 * 'NFL Programs' (menu.nflPrograms): Program List, and Program Builder with
 * menu.nflPrograms.builder; 'Legends Directory' (menu.legends): Applicants List,
 * and Form Builder with menu.legends.builder; 'Football Ops' (menu.footballOps):
 * Applicants List, and Form Builder with menu.footballOps.builder. The Legends and
 * Football Ops links need their fixed program's id and are left out until it is known.
 */
export function sideMenuGroups(permissions: readonly Permission[], fixed: FixedProgramIds): MenuGroup[] {
  const has = (permission: Permission) => permissions.includes(permission);
  const groups: MenuGroup[] = [];
  if (has('menu.nflPrograms')) {
    const links: MenuLink[] = [{ label: 'Program List', kind: 'programList' }];
    if (has('menu.nflPrograms.builder')) links.push({ label: 'Program Builder', kind: 'formsList' });
    groups.push({ id: 'nflPrograms', label: 'NFL Programs', links });
  }
  if (has('menu.legends')) {
    groups.push(
      fixedProgramGroup('legends', 'Legends Directory', 'nfllegends', fixed.legendsDirectory, has('menu.legends.builder')),
    );
  }
  if (has('menu.footballOps')) {
    groups.push(
      fixedProgramGroup('footballOps', 'Football Ops', 'footballOps', fixed.footballOpsSubmission, has('menu.footballOps.builder')),
    );
  }
  return groups;
}
