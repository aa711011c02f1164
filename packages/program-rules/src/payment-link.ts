import type { ProgramSettings } from '@huddle/schemas';

/** spec §4: the text put at the start of the email that carries the payment link (the server writes the link in its place when it sends the email). */
export const PAYMENT_LINK_MARKER = '[PAYMENT LINK]';

/** The two program emails that may carry the payment link (spec §3 field names). */
export type PaymentLinkEmail = 'acceptanceEmail' | 'submissionConfirmatiomEmail';

/** The settings the payment link rules read and write. */
export type PaymentLinkValues = Pick<
  ProgramSettings,
  | 'requireProgramFee'
  | 'applicationsRequiresAccept'
  | 'acceptanceEmail'
  | 'submissionConfirmatiomEmail'
  | 'acceptanceEmail_embed_pay_link'
  | 'submissionConfirmatiomEmail_embed_pay_link'
  | 'embedProgramFeeLinkApproval'
  | 'embedProgramFeeLinkConfirmation'
>;

/** The 'Include Payment Link' flag of each email. */
const flagOf = {
  acceptanceEmail: 'acceptanceEmail_embed_pay_link',
  submissionConfirmatiomEmail: 'submissionConfirmatiomEmail_embed_pay_link',
} as const satisfies Record<PaymentLinkEmail, keyof PaymentLinkValues>;

const paymentLinkEmails = ['acceptanceEmail', 'submissionConfirmatiomEmail'] as const satisfies readonly PaymentLinkEmail[];

/**
 * spec §4: which email carries the payment link and offers 'Include Payment
 * Link': the approval email (acceptanceEmail) when the program requires
 * approval and a fee, the confirmation email (submissionConfirmatiomEmail)
 * when it requires a fee without approval, none without a fee (the deny
 * email never).
 */
export function paymentLinkEmailOf(
  values: Pick<ProgramSettings, 'requireProgramFee' | 'applicationsRequiresAccept'>,
): PaymentLinkEmail | null {
  if (!values.requireProgramFee) return null;
  return values.applicationsRequiresAccept ? 'acceptanceEmail' : 'submissionConfirmatiomEmail';
}

/** spec §4: true when the email shows its 'Include Payment Link' option. */
export function offersPaymentLink(
  values: Pick<ProgramSettings, 'requireProgramFee' | 'applicationsRequiresAccept'>,
  email: PaymentLinkEmail,
): boolean {
  return paymentLinkEmailOf(values) === email;
}

/** The 'Include Payment Link' flag field of an email. */
export function paymentLinkFlagOf(email: PaymentLinkEmail): (typeof flagOf)[PaymentLinkEmail] {
  return flagOf[email];
}

/**
 * A paragraph holding only the marker, as the admin's editor (Lexical) or the
 * server writes it: attributes on the paragraph, spans around the marker and
 * a trailing line break allowed, e.g. '<p dir="ltr"><span style="white-space:
 * pre-wrap;">[PAYMENT LINK]</span></p>'.
 */
const MARKER_PARAGRAPH = /<p\b[^>]*>(?:\s|<span\b[^>]*>|<\/span>)*\[PAYMENT LINK\](?:\s|<span\b[^>]*>|<\/span>|<br\s*\/?>)*<\/p>/g;

/**
 * spec §4 'Include Payment Link' on an email's HTML: ticked puts
 * '<p>[PAYMENT LINK]</p>' at the start unless the marker is already there;
 * unticked removes the paragraphs holding only the marker (MARKER_PARAGRAPH),
 * then any marker left in other text.
 */
export function withPaymentLinkMarker(html: string, included: boolean): string {
  if (included) return html.includes(PAYMENT_LINK_MARKER) ? html : `<p>${PAYMENT_LINK_MARKER}</p>${html}`;
  return html.replace(MARKER_PARAGRAPH, '').split(PAYMENT_LINK_MARKER).join('');
}

/**
 * spec §4: ticks or unticks 'Include Payment Link' of one email. The flag
 * follows the tick and the marker is prepended or removed; ticking one email
 * unticks the other (the two links exclude each other). A tick where spec §4
 * does not offer the link is ignored (values returned unchanged).
 */
export function tickPaymentLink<T extends PaymentLinkValues>(values: T, email: PaymentLinkEmail, ticked: boolean): T {
  if (ticked && paymentLinkEmailOf(values) !== email) return values;
  const other: PaymentLinkEmail = email === 'acceptanceEmail' ? 'submissionConfirmatiomEmail' : 'acceptanceEmail';
  const next: T = { ...values, [flagOf[email]]: ticked, [email]: withPaymentLinkMarker(values[email], ticked) };
  if (ticked) return { ...next, [flagOf[other]]: false, [other]: withPaymentLinkMarker(values[other], false) };
  return next;
}

/**
 * spec §4, after the fee or approval requirement changed: the derived
 * embedProgramFeeLink flags follow paymentLinkEmailOf; when the email
 * offering the link changed (from `before`), the link moves there (ticked,
 * marker prepended) and the other email's link is cleared (unticked, marker
 * removed); without a fee both are cleared. Unchanged placement keeps the
 * ticks as they are.
 */
export function placePaymentLink<T extends PaymentLinkValues>(before: PaymentLinkValues, values: T): T {
  const email = paymentLinkEmailOf(values);
  let next: T = {
    ...values,
    embedProgramFeeLinkApproval: email === 'acceptanceEmail',
    embedProgramFeeLinkConfirmation: email === 'submissionConfirmatiomEmail',
  };
  if (paymentLinkEmailOf(before) === email) return next;
  for (const candidate of paymentLinkEmails) {
    const included = candidate === email;
    next = { ...next, [flagOf[candidate]]: included, [candidate]: withPaymentLinkMarker(next[candidate], included) };
  }
  return next;
}

/**
 * spec §4 on save: a flag is kept only on the email that offers the link, and
 * each email's marker follows its flag (present when ticked, removed when
 * not), whatever the email text sent.
 */
export function settlePaymentLinkMarkers<T extends PaymentLinkValues>(values: T): T {
  let next = values;
  for (const email of paymentLinkEmails) {
    const included = next[flagOf[email]] && offersPaymentLink(next, email);
    next = { ...next, [flagOf[email]]: included, [email]: withPaymentLinkMarker(next[email], included) };
  }
  return next;
}
