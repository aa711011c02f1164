import type { ProgramSettings } from '@huddle/schemas';

/** Registration status codes of spec §4 that payments read and set. */
export const PaymentStatus = { Approved: 2, Paid: 4, Refunded: 5, Unpaid: 7 } as const;

/** Why a registration cannot start a payment (the 409 problem's detail names it). */
export type PaymentRefusal = 'already-paid' | 'no-fee' | 'not-approved' | 'not-payable';

/**
 * The status a registration of this program is paid from (spec §4 with the
 * program settings rules): Approved (2) where the program requires
 * acceptance (the payment link is in the approval email), otherwise Unpaid
 * (7) (the link is in the confirmation email).
 */
export function payableStatusOf(settings: Pick<ProgramSettings, 'applicationsRequiresAccept'>): number {
  return settings.applicationsRequiresAccept ? PaymentStatus.Approved : PaymentStatus.Unpaid;
}

/**
 * Whether a registration may start a payment now; null when it may. In
 * order: already Paid (4); the program charges no fee (requireProgramFee off
 * or a fee of 0); the program requires acceptance and the registration is
 * not Approved yet; otherwise the status is not Unpaid (7) (e.g. Refunded,
 * Rejected).
 */
export function paymentRefusal(
  settings: Pick<ProgramSettings, 'applicationsRequiresAccept' | 'requireProgramFee' | 'programFee'>,
  status: number,
): PaymentRefusal | null {
  if (status === PaymentStatus.Paid) return 'already-paid';
  if (!settings.requireProgramFee || settings.programFee <= 0) return 'no-fee';
  if (status === payableStatusOf(settings)) return null;
  return settings.applicationsRequiresAccept ? 'not-approved' : 'not-payable';
}

/** The 409 problem detail of each refusal. */
export const paymentRefusalDetail: Readonly<Record<PaymentRefusal, string>> = {
  'already-paid': 'This registration is already paid.',
  'no-fee': 'This program does not charge a fee.',
  'not-approved': 'The program fee can be paid once the application is approved.',
  'not-payable': 'This registration cannot be paid.',
};
