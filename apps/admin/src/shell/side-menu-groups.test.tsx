import type { Permission } from '@huddle/schemas';
import { describe, expect, it } from 'vitest';
import { sideMenuGroups } from './side-menu-groups.ts';

const fixed = { legendsDirectory: 11, footballOpsSubmission: 22 };
const all: Permission[] = [
  'menu.nflPrograms',
  'menu.nflPrograms.builder',
  'menu.legends',
  'menu.legends.builder',
  'menu.footballOps',
  'menu.footballOps.builder',
];

describe('sideMenuGroups (spec §2 side menu, §6 roles)', () => {
  it('gives an admin the three groups with their builders', () => {
    const groups = sideMenuGroups(all, fixed);
    expect(groups.map((group) => group.id)).toEqual(['nflPrograms', 'legends', 'footballOps']);
    expect(groups[0]?.links).toEqual([{ kind: 'programList' }, { kind: 'formsList' }]);
    expect(groups[1]?.links).toEqual([
      { kind: 'participants', area: 'nfllegends', programId: 11 },
      { kind: 'form', area: 'nfllegends', programId: 11 },
    ]);
    expect(groups[2]?.links).toEqual([
      { kind: 'participants', area: 'footballOps', programId: 22 },
      { kind: 'form', area: 'footballOps', programId: 22 },
    ]);
  });

  it('hides the builders without their permission', () => {
    const groups = sideMenuGroups(['menu.nflPrograms', 'menu.legends'], fixed);
    expect(groups.map((group) => group.links.map((link) => link.kind))).toEqual([['programList'], ['participants']]);
  });

  it('adds the Legends records to the Legends Directory group with legends.view', () => {
    const groups = sideMenuGroups(['menu.legends', 'legends.view'], fixed);
    expect(groups[0]?.links).toEqual([{ kind: 'participants', area: 'nfllegends', programId: 11 }, { kind: 'legends' }]);
  });

  it('shows no group without its menu permission', () => {
    expect(sideMenuGroups(['menu.footballOps'], fixed).map((group) => group.id)).toEqual(['footballOps']);
    expect(sideMenuGroups([], fixed)).toEqual([]);
  });

  it('leaves the fixed program links out until their ids are known', () => {
    const groups = sideMenuGroups(all, {});
    expect(groups[1]?.links).toEqual([]);
    expect(groups[2]?.links).toEqual([]);
  });
});
