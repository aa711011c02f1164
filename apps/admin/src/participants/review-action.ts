import type { ReviewStatusCode } from '../api/participant-workflow.ts';

/**
 * The confirmed actions on a participant (spec §2 confirmations): approve and
 * deny (status 2 / 3), delete (remove the submission), out of business (status 11).
 */
export type ReviewAction = 'approve' | 'deny' | 'delete' | 'outOfBusiness';

/** The status each status-changing action sets; delete sets none. */
export const reviewActionStatus: Readonly<Record<Exclude<ReviewAction, 'delete'>, ReviewStatusCode>> = {
  approve: 2,
  deny: 3,
  outOfBusiness: 11,
};
