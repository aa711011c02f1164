import type { ProgramSettings } from '@huddle/schemas';

/** The literal a program email carries where the payment link goes (spec §4: 'Include Payment Link' prepends it). */
export const PAYMENT_LINK_MARKER = '[PAYMENT LINK]';

/** Text of the link that replaces the marker. */
export const PAYMENT_LINK_TEXT = 'Pay the program fee';

/** Which program email is sent (spec §3 submissionConfirmatiomEmail, acceptanceEmail, denyEmail). */
export type ProgramEmailKind = 'submission' | 'acceptance' | 'denial';

/**
 * Address of the payment page for a registration (spec §2 public route
 * /payment, parameter `registration`): `${publicUrl}/payment?registration={reference}`.
 * The value is the registration's payment reference (registrations.payment_reference,
 * a uuid v4), never its id, so payment pages cannot be found by counting ids.
 */
export function paymentUrl(publicUrl: string, paymentReference: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/payment?registration=${encodeURIComponent(paymentReference)}`;
}

/**
 * Whether this email may carry the payment link (spec §4 program settings):
 * only when the program requires a fee; then in the approval email when
 * approval is required, otherwise in the confirmation (submission) email.
 * Never in the denial email.
 */
export function carriesPaymentLink(
  kind: ProgramEmailKind,
  settings: Pick<ProgramSettings, 'requireProgramFee' | 'applicationsRequiresAccept'>,
): boolean {
  if (!settings.requireProgramFee) return false;
  if (kind === 'acceptance') return settings.applicationsRequiresAccept;
  if (kind === 'submission') return !settings.applicationsRequiresAccept;
  return false;
}

/**
 * Replaces every '[PAYMENT LINK]' of a template with an <a> to the payment
 * page ('Pay the program fee') when `url` is given, or removes it when the
 * email may not carry the link (url null). Sanitize the result afterwards.
 */
export function withPaymentLink(template: string, url: string | null): string {
  const replacement = url === null ? '' : `<a href="${url}">${PAYMENT_LINK_TEXT}</a>`;
  return template.split(PAYMENT_LINK_MARKER).join(replacement);
}
