/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 200 body of GET /api/events/{eventId}/player-info?p={playerId}: the player database fields the public form preloads into PlayerDbInfo (spec §2, §4: supplied fields are disabled and considered valid; the birth date is filled by the server at submit, never sent here), and the enrollment check (spec §3 playerAlreadyEnrolled: a live registration of this program and its current program year has this player; the page then reads 'Thank you for enrolling in {event}.').
 */
export interface PlayerInfoResponse {
  player: {
    playerId: number;
    firstName: string;
    lastName: string;
    college: string;
  };
  playerAlreadyEnrolled: boolean;
}
