import type { Permission } from '@huddle/schemas';
import { isAwaitingDecision, statusCode } from './registration-status.ts';

/** What the actions cell of one participants list row offers. */
export interface RowActions {
  approve: boolean;
  deny: boolean;
  /** The tick icon of Approved rows. */
  approvedTick: boolean;
}

/**
 * Which row buttons show (spec §2 participants list row buttons, §4 transitions,
 * §6 roles): Approve and Deny when the program requires acceptance, the status is
 * Pending or Submitted and the user holds 'participants.decide'; the tick when
 * the status is Approved. The server re-checks every decision.
 */
export function participantRowActions(
  registrationStatus: number,
  context: { requiresAcceptance: boolean; permissions: readonly Permission[] },
): RowActions {
  const canDecide =
    context.requiresAcceptance &&
    isAwaitingDecision(registrationStatus) &&
    context.permissions.includes('participants.decide');
  return {
    approve: canDecide,
    deny: canDecide,
    approvedTick: registrationStatus === statusCode.Approved,
  };
}
