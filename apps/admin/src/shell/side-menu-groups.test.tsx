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
    expect(groups.map((group) => group.label)).toEqual(['NFL Programs', 'Legends Directory', 'Football Ops']);
    expect(groups[0]?.links.map((link) => link.label)).toEqual(['Program List', 'Program Builder']);
    expect(groups[1]?.links).toEqual([
      { label: 'Applicants List', kind: 'participants', area: 'nfllegends', programId: 11 },
      { label: 'Form Builder', kind: 'form', area: 'nfllegends', programId: 11 },
    ]);
    expect(groups[2]?.links.map((link) => link.label)).toEqual(['Applicants List', 'Form Builder']);
  });

  it('hides the builders without their permission', () => {
    const groups = sideMenuGroups(['menu.nflPrograms', 'menu.legends'], fixed);
    expect(groups.map((group) => group.links.map((link) => link.label))).toEqual([['Program List'], ['Applicants List']]);
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
