import type { RegistrationStatusCode, RegistrationStatusName } from '@huddle/schemas';

/** spec §4 registration status codes by name. */
export const statusCode = {
  Pending: 1,
  Approved: 2,
  Rejected: 3,
  Paid: 4,
  Refunded: 5,
  Comped: 6,
  Unpaid: 7,
  Submitted: 8,
  OutofBusiness: 11,
} as const satisfies Record<RegistrationStatusName, RegistrationStatusCode>;

/** spec §4: only Pending or Submitted registrations can be approved or rejected. */
export function isAwaitingDecision(status: number): boolean {
  return status === statusCode.Pending || status === statusCode.Submitted;
}
