/**
 * The permission table of spec §6, shared by the API (the authority: every
 * staff route checks a named permission) and the admin UI (what it shows).
 * Role and Permission are generated from entities/role.schema.json and
 * entities/permission.schema.json; this table must name every permission.
 */
import type { AuthUserFlags, Permission, ProgramFamily, Role } from './types/index.gen.ts';

export type { Permission, ProgramFamily, Role };

/** Every role, in the order of entities/role.schema.json. */
export const roles = [
  'admin',
  'legends',
  'legends-admin',
  'legends-approver',
  'legends-edit',
  'legends-user',
  'nfl-programs',
  'nfl-programs-admin',
  'nfl-programs-approver',
  'nfl-programs-user',
  'fops',
  'fops-admin',
  'fops-approver',
  'fops-user',
  'club-user',
] as const satisfies readonly Role[];

const legendsRoles = ['legends', 'legends-admin', 'legends-approver', 'legends-edit', 'legends-user'] as const satisfies readonly Role[];
const nflProgramsRoles = [
  'nfl-programs',
  'nfl-programs-admin',
  'nfl-programs-approver',
  'nfl-programs-user',
] as const satisfies readonly Role[];
const fopsRoles = ['fops', 'fops-admin', 'fops-approver', 'fops-user'] as const satisfies readonly Role[];

/**
 * Permission → the roles that hold it (spec §6). admin holds every permission.
 * Where spec §6 names no roles (participants.edit beyond the Legends edit
 * role, participants.refund) the choice is noted on the entry.
 */
export const permissionTable: Readonly<Record<Permission, readonly Role[]>> = {
  /** Participants lists and detail: every staff role. */
  'participants.view': roles,
  /** List Approve, Deny, Out of Business; detail approve/reject. */
  'participants.decide': ['admin', 'legends-admin', 'legends-approver', 'nfl-programs-admin', 'nfl-programs-approver'],
  /** List Delete and detail Delete ('Remove Submission'). */
  'participants.delete': ['admin', 'legends-admin', 'nfl-programs-admin'],
  /** The participant Edit link (shown only with hasLegendsEditRole), and admin. */
  'participants.edit': ['admin', 'legends-edit'],
  /** Refund of a Paid registration: not named by spec §6; held by the roles that may delete. */
  'participants.refund': ['admin', 'legends-admin', 'nfl-programs-admin'],
  /** 'Email Export' and 'Resume Download' of the participants list (spec §2, no role named): every staff role. */
  'participants.export': roles,
  /** The program lists and settings forms (read). */
  'programs.view': roles,
  /** Save program settings: admin, legends admin or football ops admin. */
  'programs.edit': ['admin', 'legends-admin', 'fops-admin'],
  /** Settings fields whose label mentions the legal disclaimer (football ops admin sees all fields). */
  'programs.settings.legalDisclaimer': ['admin', 'fops-admin'],
  /** 'New' in Program Components: admins only. */
  'programs.components.create': ['admin'],
  /** 'New' in Program Questions: admins only. */
  'programs.questions.create': ['admin'],
  /** Add a program contact: admin or legends admin. */
  'contacts.create': ['admin', 'legends-admin'],
  /** 'Search for Player' (hidden for club users). */
  'players.search': roles.filter((role) => role !== 'club-user'),
  /** Side menu 'NFL Programs': admins and NFL programs users. */
  'menu.nflPrograms': ['admin', ...nflProgramsRoles],
  /** 'Program Builder': admins or NFL programs admin. */
  'menu.nflPrograms.builder': ['admin', 'nfl-programs-admin'],
  /** Side menu 'Legends Directory': admins and legends users. */
  'menu.legends': ['admin', ...legendsRoles],
  /** Legends 'Form Builder': admins or legends admin. */
  'menu.legends.builder': ['admin', 'legends-admin'],
  /** Side menu 'Football Ops': admins and football ops users. */
  'menu.footballOps': ['admin', ...fopsRoles],
  /** Football Ops 'Form Builder': admins or football ops admin. */
  'menu.footballOps.builder': ['admin', 'fops-admin'],
  /** The development mailbox (sent mail when no SMTP server is configured): every staff role. */
  'devMailbox.view': roles,
  /**
   * The Legends area (spec §1): the Legends list, a Legend's page, the Legends
   * applications API and the legend helpers: admins and every Legends role.
   */
  'legends.view': ['admin', ...legendsRoles],
  /** Create a Legend, change who they are, attach or detach their player record, write the business description: admin, Legends admin and Legends edit. */
  'legends.edit': ['admin', 'legends-admin', 'legends-edit'],
  /** Add a staff note to a Legend (notes are append-only): admins and every Legends role. */
  'legends.notes.create': ['admin', ...legendsRoles],
  /** Upload a document to a Legend: admin and the Legends roles that act on applications (admin, approver, edit). */
  'legends.documents.create': ['admin', 'legends-admin', 'legends-approver', 'legends-edit'],
};

/** Every permission, in table order. */
export const permissions = Object.keys(permissionTable) as Permission[];

/** True for one of the roles of spec §6: narrows a stored string (e.g. from users.roles_json or an identity claim). */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** The permissions the roles grant together, in table order, each once. No roles → none. */
export function permissionsOf(userRoles: readonly Role[]): Permission[] {
  return permissions.filter((permission) => hasPermission(userRoles, permission));
}

/** True when any of the roles holds the permission (spec §6). */
export function hasPermission(userRoles: readonly Role[], permission: Permission): boolean {
  return permissionTable[permission].some((role) => userRoles.includes(role));
}

/**
 * The spec §3 auth user booleans for a set of roles. Each flag reflects role
 * membership only (admin does not switch on the family flags: use
 * permissions for what admin may do): has<Family>Role is any role of that
 * family (the family role itself, its admin, approver, edit or user role).
 */
export function authUserFlags(userRoles: readonly Role[]): AuthUserFlags {
  const has = (role: Role) => userRoles.includes(role);
  const hasAny = (family: readonly Role[]) => family.some(has);
  return {
    isAdmin: has('admin'),
    hasLegendsRole: hasAny(legendsRoles),
    hasLegendsAdminRole: has('legends-admin'),
    hasLegendsApproverRole: has('legends-approver'),
    hasLegendsEditRole: has('legends-edit'),
    isLegendsUser: has('legends-user'),
    hasNFLProgramsRole: hasAny(nflProgramsRoles),
    hasNFLProgramsAdminRole: has('nfl-programs-admin'),
    hasNFLProgramsApproverRole: has('nfl-programs-approver'),
    isNFLProgramsUser: has('nfl-programs-user'),
    hasFOPSRole: hasAny(fopsRoles),
    hasFOPSAdminRole: has('fops-admin'),
    hasFOPSApproverRole: has('fops-approver'),
    isFOPSUser: has('fops-user'),
    isClubUser: has('club-user'),
  };
}

/** Every program family, in the order of entities/program-family.schema.json. */
export const programFamilies = [
  'nfl-programs',
  'legends-directory',
  'football-ops',
  'resume',
  'coaches-academy',
] as const satisfies readonly ProgramFamily[];

/**
 * Which program families each role works on (program scope of the staff
 * routes): the Legends roles on the Legends directory family, the NFL
 * programs roles on the NFL programs, the resume programs and the coaches
 * academy, the football ops roles on football ops, the club user on the
 * resume programs. admin works on every family (see programFamiliesOf).
 */
const familiesByRole: Readonly<Record<Exclude<Role, 'admin'>, readonly ProgramFamily[]>> = {
  legends: ['legends-directory'],
  'legends-admin': ['legends-directory'],
  'legends-approver': ['legends-directory'],
  'legends-edit': ['legends-directory'],
  'legends-user': ['legends-directory'],
  'nfl-programs': ['nfl-programs', 'resume', 'coaches-academy'],
  'nfl-programs-admin': ['nfl-programs', 'resume', 'coaches-academy'],
  'nfl-programs-approver': ['nfl-programs', 'resume', 'coaches-academy'],
  'nfl-programs-user': ['nfl-programs', 'resume', 'coaches-academy'],
  fops: ['football-ops'],
  'fops-admin': ['football-ops'],
  'fops-approver': ['football-ops'],
  'fops-user': ['football-ops'],
  'club-user': ['resume'],
};

/**
 * The program families the roles give access to, together, in the order of
 * programFamilies, each once: admin → every family; otherwise the union of
 * each role's families (familiesByRole). No roles → none. A staff route on a
 * program outside these families is refused (403).
 */
export function programFamiliesOf(userRoles: readonly Role[]): ProgramFamily[] {
  if (userRoles.includes('admin')) return [...programFamilies];
  return programFamilies.filter((family) =>
    userRoles.some((role) => role !== 'admin' && isRole(role) && familiesByRole[role].includes(family)),
  );
}

/** True when the roles give access to programs of this family (see programFamiliesOf). */
export function canAccessProgram(userRoles: readonly Role[], family: ProgramFamily): boolean {
  return programFamiliesOf(userRoles).includes(family);
}
