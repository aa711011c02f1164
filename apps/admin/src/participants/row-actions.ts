import type { Permission, ProgramFamily } from '@huddle/schemas';
import { isAwaitingDecision, statusCode } from './registration-status.ts';

/** What the actions cell of one participants list row offers. */
export interface RowActions {
  approve: boolean;
  deny: boolean;
  refund: boolean;
  delete: boolean;
  outOfBusiness: boolean;
  /** The tick icon of Approved rows. */
  approvedTick: boolean;
}

/** The facts the row buttons depend on besides the row's status. */
export interface RowActionsContext {
  family: ProgramFamily;
  requiresAcceptance: boolean;
  permissions: readonly Permission[];
}

/**
 * Which row buttons show (spec §2 participants list row buttons, §4 transitions,
 * §6 roles): Approve and Deny when the program requires acceptance, the status is
 * Pending or Submitted and the user holds 'participants.decide'; Refund on Paid
 * rows with 'participants.refund'; Delete with 'participants.delete'; Out of
 * Business on Approved rows of Legends directory programs with
 * 'participants.decide'; the tick on Approved rows. The server re-checks each action.
 */
export function participantRowActions(registrationStatus: number, context: RowActionsContext): RowActions {
  const has = (permission: Permission) => context.permissions.includes(permission);
  const approved = registrationStatus === statusCode.Approved;
  const canDecide = context.requiresAcceptance && isAwaitingDecision(registrationStatus) && has('participants.decide');
  return {
    approve: canDecide,
    deny: canDecide,
    refund: registrationStatus === statusCode.Paid && has('participants.refund'),
    delete: has('participants.delete'),
    outOfBusiness: approved && context.family === 'legends-directory' && has('participants.decide'),
    approvedTick: approved,
  };
}
