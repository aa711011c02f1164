/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * The auth user booleans of spec §3, derived from the user's roles by authUserFlags() in @huddle/schemas: one per role, and has*Role for any role of that family.
 */
export interface AuthUserFlags {
  /**
   * Has the admin role.
   */
  isAdmin: boolean;
  /**
   * Has any Legends role (legends, legends-admin, legends-approver, legends-edit, legends-user).
   */
  hasLegendsRole: boolean;
  /**
   * Has legends-admin.
   */
  hasLegendsAdminRole: boolean;
  /**
   * Has legends-approver.
   */
  hasLegendsApproverRole: boolean;
  /**
   * Has legends-edit: shows the participant Edit link (spec §6).
   */
  hasLegendsEditRole: boolean;
  /**
   * Has legends-user.
   */
  isLegendsUser: boolean;
  /**
   * Has any NFL Programs role (nfl-programs, nfl-programs-admin, nfl-programs-approver, nfl-programs-user).
   */
  hasNFLProgramsRole: boolean;
  /**
   * Has nfl-programs-admin.
   */
  hasNFLProgramsAdminRole: boolean;
  /**
   * Has nfl-programs-approver.
   */
  hasNFLProgramsApproverRole: boolean;
  /**
   * Has nfl-programs-user.
   */
  isNFLProgramsUser: boolean;
  /**
   * Has any football ops role (fops, fops-admin, fops-approver, fops-user).
   */
  hasFOPSRole: boolean;
  /**
   * Has fops-admin.
   */
  hasFOPSAdminRole: boolean;
  /**
   * Has fops-approver.
   */
  hasFOPSApproverRole: boolean;
  /**
   * Has fops-user.
   */
  isFOPSUser: boolean;
  /**
   * Has club-user: 'Search for Player' is hidden (spec §6).
   */
  isClubUser: boolean;
}
