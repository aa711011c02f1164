/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { ContentLanguage } from '../entities/content-language.gen.ts';
import type { FormVersion } from '../entities/form-version.gen.ts';
import type { ParticipantRow } from '../entities/participant-row.gen.ts';
import type { PlayerRecord } from '../entities/player-record.gen.ts';
import type { StatusLogEntry } from '../entities/status-log-entry.gen.ts';
import type { Transaction } from '../entities/transaction.gen.ts';
import type { UploadedFileEntry } from '../entities/uploaded-file.gen.ts';

/**
 * 200 body of GET /api/events/{eventId}/people/{personId} (spec §2 participant detail): the participant, their answers with the form version they were validated against (to render them read-only), the status log newest first ('Log History'), which decisions the detail page offers, the card transactions ('Transaction Information', oldest first) and the attached player database record ('Player Db information').
 */
export interface ParticipantDetailResponse {
  participant: ParticipantRow;
  /**
   * The answers as submitted, keyed by component key.
   */
  answers: {};
  /**
   * The language the applicant applied in (the registration's language); their emails go out in it.
   */
  language: ContentLanguage;
  formVersion: FormVersion;
  statuses: StatusLogEntry[];
  actions: ParticipantActions;
  /**
   * Payments, refunds and voids of the registration, oldest first (spec §3 Transaction); none: 'No transactions..'.
   */
  transactions: Transaction[];
  /**
   * The player database record attached to the participant (participant.playerId), or null.
   */
  player: PlayerRecord | null;
  /**
   * Files uploaded with the application, by slot (spec §2 participant detail; none: 'No Uploaded File(s)').
   *
   * @maxItems 6
   */
  uploads: UploadedFileEntry[];
}
/**
 * Decisions the detail page shows (spec §6: they depend on the program requiring acceptance and the status being Pending or Submitted, and on the permission participants.decide).
 */
export interface ParticipantActions {
  canApprove: boolean;
  canReject: boolean;
}
