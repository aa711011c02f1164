import type { ProgramSettings } from '@huddle/schemas';
import { PAYMENT_LINK_MARKER, paymentLinkEmailOf } from '@huddle/program-rules';

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

/** The settings field holding each kind's template (spec §3, spelt as the spec spells it). */
export const templateField = {
  submission: 'submissionConfirmatiomEmail',
  acceptance: 'acceptanceEmail',
  denial: 'denyEmail',
} as const satisfies Record<ProgramEmailKind, keyof ProgramSettings>;

/**
 * Whether this email carries the payment link: the email spec §4 puts it in
 * (paymentLinkEmailOf: approval email with approval and a fee, confirmation
 * email with a fee without approval). Never the denial email.
 */
export function carriesPaymentLink(
  kind: ProgramEmailKind,
  settings: Pick<ProgramSettings, 'requireProgramFee' | 'applicationsRequiresAccept'>,
): boolean {
  return paymentLinkEmailOf(settings) === templateField[kind];
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
