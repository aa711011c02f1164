/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * A staff role (spec §6): admin; the Legends role and its admin, approver, edit and user roles; the NFL Programs role and its admin, approver and user roles; the football ops (FOPS) role and its admin, approver and user roles; club user. Applicants are anonymous and have none.
 */
export type Role =
  | 'admin'
  | 'legends'
  | 'legends-admin'
  | 'legends-approver'
  | 'legends-edit'
  | 'legends-user'
  | 'nfl-programs'
  | 'nfl-programs-admin'
  | 'nfl-programs-approver'
  | 'nfl-programs-user'
  | 'fops'
  | 'fops-admin'
  | 'fops-approver'
  | 'fops-user'
  | 'club-user';
