import { isRegistrationStatusCode, registrationStatusName } from '@huddle/schemas';
import type { RegistrationStatusCode, RegistrationStatusName } from '@huddle/schemas';

/**
 * The spec §4 status codes the API sets by name. Names of codes come from
 * @huddle/schemas (registrationStatusName), the one code → name table.
 */
export const RegistrationStatus = {
  Pending: 1,
  Approved: 2,
  Rejected: 3,
  Unpaid: 7,
  Submitted: 8,
} as const satisfies Partial<Record<RegistrationStatusName, RegistrationStatusCode>>;

/**
 * A stored status as code and name. Throws for a code spec §4 does not define
 * (the database only ever holds defined codes).
 */
export function statusOf(code: number): { code: RegistrationStatusCode; name: RegistrationStatusName } {
  if (!isRegistrationStatusCode(code)) throw new RangeError(`Unknown registration status code ${code}`);
  return { code, name: registrationStatusName(code) };
}

/**
 * Status of a new registration (contract, spec §4): Submitted (8) when the
 * program requires acceptance; Unpaid (7) when it requires a fee without
 * acceptance; otherwise Submitted (8).
 */
export function initialStatus(program: { applicationsRequiresAccept: boolean; requireProgramFee: boolean }): RegistrationStatusCode {
  if (program.applicationsRequiresAccept) return RegistrationStatus.Submitted;
  return program.requireProgramFee ? RegistrationStatus.Unpaid : RegistrationStatus.Submitted;
}

/** The decisions staff take on an application: approve (2) or reject (3). */
export const decisionStatuses: readonly RegistrationStatusCode[] = [RegistrationStatus.Approved, RegistrationStatus.Rejected];

/** Statuses an application can be approved or rejected from (spec §4: Pending or Submitted). */
export const decidableStatuses: readonly RegistrationStatusCode[] = [RegistrationStatus.Pending, RegistrationStatus.Submitted];

/**
 * Spec §4 transition rule for approve/reject: only where the program requires
 * acceptance and the registration is Pending (1) or Submitted (8).
 */
export function canDecide(applicationsRequiresAccept: boolean, status: number): boolean {
  return applicationsRequiresAccept && (decidableStatuses as readonly number[]).includes(status);
}
