import type { Permission } from '@huddle/schemas';

/**
 * One side menu link; the kinds map to the /app routes and to their labels
 * (spec §2 side menu): 'programList' Program List, 'formsList' Program Builder,
 * 'participants' Applicants List, 'form' Form Builder.
 */
export type MenuLink =
  | { kind: 'programList' }
  | { kind: 'formsList' }
  | { kind: 'participants'; area: 'nfllegends' | 'footballOps'; programId: number }
  | { kind: 'form'; area: 'nfllegends' | 'footballOps'; programId: number }
  | { kind: 'legends' };

/**
 * One side menu group: 'nflPrograms' (NFL Programs), 'legends' (Legends
 * Directory) or 'footballOps' (Football Ops), with its links (its sub-menu).
 */
export interface MenuGroup {
  id: 'nflPrograms' | 'legends' | 'footballOps';
  links: MenuLink[];
}

/** Ids of the fixed programs the Legends Directory and Football Ops groups open; undefined until known. */
export interface FixedProgramIds {
  legendsDirectory?: number;
  footballOpsSubmission?: number;
}

function fixedProgramGroup(
  id: 'legends' | 'footballOps',
  area: 'nfllegends' | 'footballOps',
  programId: number | undefined,
  showBuilder: boolean,
): MenuGroup {
  const links: MenuLink[] = [];
  if (programId !== undefined) {
    links.push({ kind: 'participants', area, programId });
    if (showBuilder) links.push({ kind: 'form', area, programId });
  }
  return { id, links };
}

/**
 * The side menu by permission (spec §2 side menu, §6 roles):
 * 'NFL Programs' (menu.nflPrograms): Program List, and Program Builder with
 * menu.nflPrograms.builder; 'Legends Directory' (menu.legends): Applicants List,
 * and Form Builder with menu.legends.builder, and Legends (the Legend records) with legends.view; 'Football Ops' (menu.footballOps):
 * Applicants List, and Form Builder with menu.footballOps.builder. The Legends and
 * Football Ops links need their fixed program's id and are left out until it is known.
 */
export function sideMenuGroups(permissions: readonly Permission[], fixed: FixedProgramIds): MenuGroup[] {
  const has = (permission: Permission) => permissions.includes(permission);
  const groups: MenuGroup[] = [];
  if (has('menu.nflPrograms')) {
    const links: MenuLink[] = [{ kind: 'programList' }];
    if (has('menu.nflPrograms.builder')) links.push({ kind: 'formsList' });
    groups.push({ id: 'nflPrograms', links });
  }
  if (has('menu.legends')) {
    const group = fixedProgramGroup('legends', 'nfllegends', fixed.legendsDirectory, has('menu.legends.builder'));
    if (has('legends.view')) group.links.push({ kind: 'legends' });
    groups.push(group);
  }
  if (has('menu.footballOps')) {
    groups.push(fixedProgramGroup('footballOps', 'footballOps', fixed.footballOpsSubmission, has('menu.footballOps.builder')));
  }
  return groups;
}
