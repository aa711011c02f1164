/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * A Legend's record in the Legends area (spec §1): who they are and their player database link (playerId, null when not linked). Created with their first Legends Directory application (from its personal answers) or by staff.
 */
export interface Legend {
  /**
   * Id of the Legend.
   */
  legendId: number;
  /**
   * Player database record (spec §3 playerId), null when none is attached.
   */
  playerId: number | null;
  firstName: string;
  lastName: string;
  /**
   * Personal email, lower-cased; staff only, never shown in the public directory.
   */
  email: string | null;
  phone: string | null;
  city: string | null;
  stateCode: string | null;
  country: string | null;
  /**
   * YYYY-MM-DD; staff only.
   */
  birthDate: string | null;
  createdAt: string;
  updatedAt: string;
}
