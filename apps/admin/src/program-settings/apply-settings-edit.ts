import type { AdminProgram } from '@huddle/schemas';
import { placePaymentLink, tickPaymentLink } from './payment-link-rules.ts';

/** The values the program settings form edits: the program as GET /api/admin/events/{eventId} answers it. */
export type SettingsValues = AdminProgram;

/**
 * spec §4: each tick box and the field it governs. Unticking clears the field
 * ('' for text, 0 for the fee) and disables it.
 */
export const dependentFieldOf = {
  showFacebookLink: 'facebookAddress',
  showInstagramLink: 'instagramAddress',
  showTwitterLink: 'twitterAddress',
  requireProgramFee: 'programFee',
  showLegalDisclaimer: 'legalDisclaimerMessage',
} as const satisfies Partial<Record<keyof SettingsValues, keyof SettingsValues>>;

/** A tick box with a dependent field (spec §4). */
export type DependentToggle = keyof typeof dependentFieldOf;

/** A field governed by a tick box (spec §4). */
export type DependentField = (typeof dependentFieldOf)[DependentToggle];

const toggleOf = Object.fromEntries(Object.entries(dependentFieldOf).map(([toggle, field]) => [field, toggle])) as Record<
  DependentField,
  DependentToggle
>;

function isDependentToggle(field: keyof SettingsValues): field is DependentToggle {
  return field in dependentFieldOf;
}

/** spec §4: false while the tick box governing `field` is unticked; true for every other field. */
export function isDependentFieldEnabled(values: SettingsValues, field: keyof SettingsValues): boolean {
  const toggle = toggleOf[field as DependentField] as DependentToggle | undefined;
  return toggle === undefined || values[toggle] === true;
}

/**
 * One edit of the settings form with the spec §4 rules applied, returning new
 * values (the input is not changed):
 * - unticking Facebook, Instagram, Twitter, fee or legal disclaimer clears
 *   the dependent field (fee becomes 0);
 * - changing the fee or approval requirement places the payment link
 *   (placePaymentLink: approval email when approval and fee are required,
 *   confirmation email for a fee without approval);
 * - an 'Include Payment Link' tick prepends or removes '[PAYMENT LINK]' and
 *   unticks the other email's link (tickPaymentLink).
 */
export function applySettingsEdit<K extends keyof SettingsValues>(
  values: SettingsValues,
  field: K,
  value: SettingsValues[K],
): SettingsValues {
  if (field === 'acceptanceEmail_embed_pay_link') return tickPaymentLink(values, 'acceptanceEmail', value === true);
  if (field === 'submissionConfirmatiomEmail_embed_pay_link') return tickPaymentLink(values, 'submissionConfirmatiomEmail', value === true);
  let next: SettingsValues = { ...values, [field]: value };
  if (isDependentToggle(field) && value !== true) {
    const dependent = dependentFieldOf[field];
    next = { ...next, [dependent]: dependent === 'programFee' ? 0 : '' };
  }
  if (field === 'requireProgramFee' || field === 'applicationsRequiresAccept') next = placePaymentLink(values, next);
  return next;
}
