import { describe, expect, it } from 'vitest';
import {
  authUserFlags,
  canAccessProgram,
  hasPermission,
  isRole,
  permissions,
  permissionsOf,
  programFamilies,
  programFamiliesOf,
  roles,
  schemaDocuments,
} from './index.ts';
import type { Permission, Role } from './index.ts';

const enumOf = (name: 'Role' | 'Permission' | 'ProgramFamily') => (schemaDocuments[name] as unknown as { enum: string[] }).enum;
const holders = (permission: Permission) => roles.filter((role) => hasPermission([role], permission));

describe('permission table (spec §6)', () => {
  it('lists exactly the roles and permissions of the JSON Schemas', () => {
    expect([...roles]).toEqual(enumOf('Role'));
    expect(permissions).toEqual(enumOf('Permission'));
  });

  it('gives admin every permission', () => {
    expect(permissionsOf(['admin'])).toEqual(permissions);
  });

  it('lets every staff role view participants and programs', () => {
    expect(holders('participants.view')).toEqual([...roles]);
    expect(holders('programs.view')).toEqual([...roles]);
  });

  it('limits approve, deny and out of business to admins and approvers of Legends and NFL Programs', () => {
    expect(holders('participants.decide')).toEqual([
      'admin',
      'legends-admin',
      'legends-approver',
      'nfl-programs-admin',
      'nfl-programs-approver',
    ]);
    expect(hasPermission(['fops-approver'], 'participants.decide')).toBe(false);
  });

  it('limits delete to admin, Legends admin and NFL programs admin', () => {
    expect(holders('participants.delete')).toEqual(['admin', 'legends-admin', 'nfl-programs-admin']);
  });

  it('lets the three admin roles save program settings, and only admins create components and questions', () => {
    expect(holders('programs.edit')).toEqual(['admin', 'legends-admin', 'fops-admin']);
    expect(holders('programs.components.create')).toEqual(['admin']);
    expect(holders('programs.questions.create')).toEqual(['admin']);
    expect(holders('contacts.create')).toEqual(['admin', 'legends-admin']);
  });

  it('hides player search from club users only', () => {
    expect(holders('players.search')).toEqual(roles.filter((role) => role !== 'club-user'));
  });

  it('shows each side-menu group to admins and that family, its builder to admins and the family admin', () => {
    expect(holders('menu.nflPrograms')).toEqual([
      'admin',
      'nfl-programs',
      'nfl-programs-admin',
      'nfl-programs-approver',
      'nfl-programs-user',
    ]);
    expect(holders('menu.nflPrograms.builder')).toEqual(['admin', 'nfl-programs-admin']);
    expect(holders('menu.legends')).toEqual(['admin', 'legends', 'legends-admin', 'legends-approver', 'legends-edit', 'legends-user']);
    expect(holders('menu.legends.builder')).toEqual(['admin', 'legends-admin']);
    expect(holders('menu.footballOps')).toEqual(['admin', 'fops', 'fops-admin', 'fops-approver', 'fops-user']);
    expect(holders('menu.footballOps.builder')).toEqual(['admin', 'fops-admin']);
  });

  it('shows the participant Edit link with the Legends edit role', () => {
    expect(holders('participants.edit')).toEqual(['admin', 'legends-edit']);
  });

  it('combines the permissions of several roles, each once, in table order', () => {
    const combined = permissionsOf(['legends-approver', 'nfl-programs-user', 'legends-approver']);
    expect(combined).toEqual([...new Set(combined)]);
    expect(combined).toEqual(permissions.filter((p) => combined.includes(p)));
    expect(combined).toContain('participants.decide');
    expect(combined).toContain('menu.nflPrograms');
    expect(combined).toContain('menu.legends');
    expect(combined).not.toContain('menu.legends.builder');
  });

  it('grants nothing without roles', () => {
    expect(permissionsOf([])).toEqual([]);
    expect(hasPermission([], 'participants.view')).toBe(false);
  });

  it('gives a club user only the views, the exports and the development mailbox', () => {
    expect(permissionsOf(['club-user'])).toEqual(['participants.view', 'participants.export', 'programs.view', 'devMailbox.view']);
  });

  it('lets every staff role export participants and read the development mailbox', () => {
    expect(holders('participants.export')).toEqual([...roles]);
    expect(holders('devMailbox.view')).toEqual([...roles]);
  });

  it('recognises role names', () => {
    expect(isRole('fops-admin')).toBe(true);
    expect(isRole('superuser')).toBe(false);
    expect(isRole(3)).toBe(false);
  });
});

describe('authUserFlags (spec §3 auth user)', () => {
  const on = (userRoles: Role[]) =>
    Object.entries(authUserFlags(userRoles))
      .filter(([, value]) => value)
      .map(([flag]) => flag);

  it('sets one flag per role and the family flag for any role of the family', () => {
    expect(on(['legends-edit'])).toEqual(['hasLegendsRole', 'hasLegendsEditRole']);
    expect(on(['nfl-programs-approver'])).toEqual(['hasNFLProgramsRole', 'hasNFLProgramsApproverRole']);
    expect(on(['fops-user'])).toEqual(['hasFOPSRole', 'isFOPSUser']);
    expect(on(['legends'])).toEqual(['hasLegendsRole']);
    expect(on(['club-user'])).toEqual(['isClubUser']);
  });

  it('sets isAdmin alone for admin, and nothing without roles', () => {
    expect(on(['admin'])).toEqual(['isAdmin']);
    expect(on([])).toEqual([]);
  });

  it('returns every flag of the AuthUserFlags schema', () => {
    const required = (schemaDocuments.AuthUserFlags as unknown as { required: string[] }).required;
    expect(Object.keys(authUserFlags(['admin'])).sort()).toEqual([...required].sort());
  });
});

describe('program scope (programFamiliesOf, canAccessProgram)', () => {
  it('lists exactly the families of the ProgramFamily schema', () => {
    expect([...programFamilies]).toEqual(enumOf('ProgramFamily'));
  });

  it('gives admin every family, alone or with other roles', () => {
    expect(programFamiliesOf(['admin'])).toEqual(['nfl-programs', 'legends-directory', 'football-ops', 'resume', 'coaches-academy']);
    expect(programFamiliesOf(['club-user', 'admin'])).toEqual([...programFamilies]);
  });

  it('gives every Legends role the Legends directory family only', () => {
    for (const role of ['legends', 'legends-admin', 'legends-approver', 'legends-edit', 'legends-user'] as const) {
      expect(programFamiliesOf([role]), role).toEqual(['legends-directory']);
    }
  });

  it('gives every NFL programs role the NFL programs, resume and coaches academy families', () => {
    for (const role of ['nfl-programs', 'nfl-programs-admin', 'nfl-programs-approver', 'nfl-programs-user'] as const) {
      expect(programFamiliesOf([role]), role).toEqual(['nfl-programs', 'resume', 'coaches-academy']);
    }
  });

  it('gives every football ops role the football ops family only', () => {
    for (const role of ['fops', 'fops-admin', 'fops-approver', 'fops-user'] as const) {
      expect(programFamiliesOf([role]), role).toEqual(['football-ops']);
    }
  });

  it('gives a club user the resume programs only', () => {
    expect(programFamiliesOf(['club-user'])).toEqual(['resume']);
  });

  it('joins the families of several roles, each once, in schema order', () => {
    expect(programFamiliesOf(['fops-user', 'legends-user', 'club-user', 'fops'])).toEqual(['legends-directory', 'football-ops', 'resume']);
  });

  it('gives nothing without roles, and ignores values that are not roles', () => {
    expect(programFamiliesOf([])).toEqual([]);
    expect(programFamiliesOf(['superuser' as Role])).toEqual([]);
    for (const family of programFamilies) expect(canAccessProgram([], family)).toBe(false);
  });

  it('answers canAccessProgram from the same families', () => {
    expect(canAccessProgram(['legends-approver'], 'legends-directory')).toBe(true);
    expect(canAccessProgram(['legends-approver'], 'nfl-programs')).toBe(false);
    expect(canAccessProgram(['nfl-programs-user'], 'coaches-academy')).toBe(true);
    expect(canAccessProgram(['nfl-programs-user'], 'football-ops')).toBe(false);
    expect(canAccessProgram(['club-user'], 'resume')).toBe(true);
    expect(canAccessProgram(['club-user'], 'nfl-programs')).toBe(false);
    expect(canAccessProgram(['admin'], 'football-ops')).toBe(true);
  });
});
