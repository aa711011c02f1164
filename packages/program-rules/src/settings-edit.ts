import type { ProgramSettings } from '@huddle/schemas';
import { clearUntickedDependents } from './dependent-fields.ts';
import {
  type PaymentLinkEmail,
  type PaymentLinkValues,
  offersPaymentLink,
  paymentLinkFlagOf,
  placePaymentLink,
  settlePaymentLinkMarkers,
  tickPaymentLink,
} from './payment-link.ts';

/** The settings the spec §4 edit rules read and write (the payment link and the tick boxes with their fields). */
export type SettingsRuleValues = PaymentLinkValues & Partial<ProgramSettings>;

/**
 * One edit of the settings form with the spec §4 rules applied, returning new
 * values (the input is not changed):
 * - unticking Facebook, Instagram, Twitter, fee or legal disclaimer clears
 *   the dependent field (fee becomes 0);
 * - changing the fee or approval requirement places the payment link
 *   (placePaymentLink);
 * - an 'Include Payment Link' tick prepends or removes '[PAYMENT LINK]' and
 *   unticks the other email's link (tickPaymentLink).
 */
export function applySettingsEdit<T extends SettingsRuleValues, K extends keyof T>(values: T, field: K, value: T[K]): T {
  if (field === 'acceptanceEmail_embed_pay_link') return tickPaymentLink(values, 'acceptanceEmail', value === true);
  if (field === 'submissionConfirmatiomEmail_embed_pay_link') return tickPaymentLink(values, 'submissionConfirmatiomEmail', value === true);
  const next = clearUntickedDependents({ ...values, [field]: value });
  return field === 'requireProgramFee' || field === 'applicationsRequiresAccept' ? placePaymentLink(values, next) : next;
}

/** The 'Include Payment Link' ticks a save sent (undefined: not sent). */
export type SentPaymentLinkFlags = Partial<
  Pick<ProgramSettings, 'acceptanceEmail_embed_pay_link' | 'submissionConfirmatiomEmail_embed_pay_link'>
>;

/** The values a save stores, and the 'Include Payment Link' flags it refuses. */
export interface SettingsSaveOutcome<T> {
  values: T;
  /** Flags sent ticked where spec §4 does not offer the link (422 naming each). */
  refusedFlags: ('acceptanceEmail_embed_pay_link' | 'submissionConfirmatiomEmail_embed_pay_link')[];
}

/**
 * The spec §4 rules on a save of several fields at once: `merged` is the
 * stored values (`before`) with the sent fields laid over them. The fields of
 * unticked boxes are cleared; the payment link is placed as after an edit of
 * the fee or approval requirement; each sent 'Include Payment Link' tick is
 * applied as the form applies it (a tick where the link is not offered is
 * refused); then every marker follows its flag (settlePaymentLinkMarkers).
 */
export function applySettingsSave<T extends SettingsRuleValues>(
  before: PaymentLinkValues,
  merged: T,
  sent: SentPaymentLinkFlags,
): SettingsSaveOutcome<T> {
  let next = placePaymentLink(before, clearUntickedDependents(merged));
  const refusedFlags: SettingsSaveOutcome<T>['refusedFlags'] = [];
  for (const email of ['acceptanceEmail', 'submissionConfirmatiomEmail'] as const satisfies readonly PaymentLinkEmail[]) {
    const flag = paymentLinkFlagOf(email);
    const ticked = sent[flag];
    if (ticked === undefined) continue;
    if (ticked && !offersPaymentLink(next, email)) refusedFlags.push(flag);
    else next = tickPaymentLink(next, email, ticked);
  }
  return { values: settlePaymentLinkMarkers(next), refusedFlags };
}
