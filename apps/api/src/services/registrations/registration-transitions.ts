import type { ProgramFamily, RegistrationStatusCode } from '@huddle/schemas';
import { decidableStatuses, RegistrationStatus } from './registration-status.ts';

/** Out of Business (spec §4 status 11). */
export const OUT_OF_BUSINESS = 11 satisfies RegistrationStatusCode;

/** The statuses staff set through the status route: approve 2, reject 3, Out of Business 11. */
export const staffStatusChanges: readonly RegistrationStatusCode[] = [
  RegistrationStatus.Approved,
  RegistrationStatus.Rejected,
  OUT_OF_BUSINESS,
];

/** What the transition rule reads of the program. */
export interface TransitionProgram {
  family: ProgramFamily;
  applicationsRequiresAccept: boolean;
}

/**
 * The statuses a registration may move to `target` from (spec §4 observed
 * rules): approve 2 and reject 3 from Pending 1 or Submitted 8, only where
 * the program requires acceptance; Out of Business 11 from Approved 2, only
 * for programs of the Legends directory family. Empty when the program
 * allows no such change (or `target` is not a staff status change).
 */
export function allowedSources(program: TransitionProgram, target: number): readonly RegistrationStatusCode[] {
  if (target === RegistrationStatus.Approved || target === RegistrationStatus.Rejected) {
    return program.applicationsRequiresAccept ? decidableStatuses : [];
  }
  if (target === OUT_OF_BUSINESS) return program.family === 'legends-directory' ? [RegistrationStatus.Approved] : [];
  return [];
}

/** True when spec §4 lets a registration in status `from` move to `target` in this program (see allowedSources). */
export function canTransition(program: TransitionProgram, from: number, target: number): boolean {
  return (allowedSources(program, target) as readonly number[]).includes(from);
}

/** True when a registration in this status can be marked Out of Business (approved Legends directory applications). */
export function canMarkOutOfBusiness(family: ProgramFamily, status: number): boolean {
  return canTransition({ family, applicationsRequiresAccept: false }, status, OUT_OF_BUSINESS);
}
