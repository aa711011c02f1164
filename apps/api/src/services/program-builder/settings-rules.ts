import type { ProgramSettings, ProgramSettingsUpdateRequest } from '@huddle/schemas';
import { PAYMENT_LINK_MARKER } from '../email/payment-link.ts';
import { plainTextOf } from '../email/plain-text.ts';
import type { InvalidParam } from '../../errors/problem-error.ts';
import { sanitizeRichText } from '../programs/rich-text.ts';
import { richTextSettingsFields } from './settings-fields.ts';

/** Every value the settings form edits: the program's identity columns and its settings document. */
export interface ProgramSettingsValues extends ProgramSettings {
  eventName: string;
  programDisplayName: string;
  eventYear: number;
  activeEvent: boolean;
  startDate: string | null;
  endDate: string | null;
  applicationDueDate: string | null;
}

/** The result of applying an update: the values to store, or the fields that refuse it. */
export interface SettingsUpdateOutcome {
  values: ProgramSettingsValues;
  /** Empty when the update may be saved; else one entry per refused field (422). */
  invalid: InvalidParam[];
}

/** Which email carries the payment link (spec §4): the approval email, the confirmation email, or none without a fee. */
export type FeeLinkEmail = 'acceptance' | 'confirmation' | 'none';

/** spec §5 'Program form': eventDescription holds at least one letter, digit, hyphen or comma. */
const GENERAL_TEXT = /[\p{L}\p{N},-]/u;

/**
 * spec §4: with a fee, the payment link goes in the approval email when
 * approval is required, otherwise in the confirmation email; no fee, no link.
 */
export function feeLinkEmailOf(values: Pick<ProgramSettings, 'requireProgramFee' | 'applicationsRequiresAccept'>): FeeLinkEmail {
  if (!values.requireProgramFee) return 'none';
  return values.applicationsRequiresAccept ? 'acceptance' : 'confirmation';
}

/**
 * Applies a settings update (spec §4 'Program settings form', §5 'Program
 * form') to the stored values. Fields left out keep their value. Then:
 * - rich text fields sent are sanitized; eventDescription's text must hold a
 *   letter, digit, hyphen or comma (else invalid);
 * - an unticked social link, legal disclaimer or fee clears its dependent
 *   field (address '', message '', fee 0); a required fee must be above 0;
 * - embedProgramFeeLinkApproval / Confirmation follow feeLinkEmailOf; when the
 *   link moves to another email (fee or approval changed) and the flags are
 *   not sent, the email now offered the link is ticked and the other cleared;
 *   a flag sent true where spec §4 does not offer it is invalid; a flag no
 *   longer offered is cleared;
 * - a ticked 'Include Payment Link' puts '[PAYMENT LINK]' at the start of its
 *   email (unless already there); an unticked one removes it.
 */
export function applySettingsUpdate(before: ProgramSettingsValues, update: ProgramSettingsUpdateRequest): SettingsUpdateOutcome {
  const invalid: InvalidParam[] = [];
  const next: ProgramSettingsValues = {
    ...before,
    ...withoutUndefined(update),
    headerGraphicPath: update.headerGraphicPath === null ? null : before.headerGraphicPath,
  };
  for (const field of richTextSettingsFields) {
    if (update[field] !== undefined) next[field] = sanitizeRichText(update[field]);
  }
  if (update.eventDescription !== undefined && !GENERAL_TEXT.test(plainTextOf(next.eventDescription))) {
    invalid.push({ name: 'eventDescription', reason: 'must contain at least one letter, digit, hyphen or comma' });
  }

  if (!next.showFacebookLink) next.facebookAddress = '';
  if (!next.showInstagramLink) next.instagramAddress = '';
  if (!next.showTwitterLink) next.twitterAddress = '';
  if (!next.showLegalDisclaimer) next.legalDisclaimerMessage = '';
  if (!next.requireProgramFee) next.programFee = 0;
  else if (next.programFee <= 0) invalid.push({ name: 'programFee', reason: 'must be more than 0 when requireProgramFee is on' });

  invalid.push(...applyPaymentLinkRules(before, update, next));
  return { values: next, invalid };
}

function applyPaymentLinkRules(
  before: ProgramSettingsValues,
  update: ProgramSettingsUpdateRequest,
  next: ProgramSettingsValues,
): InvalidParam[] {
  const invalid: InvalidParam[] = [];
  const linkEmail = feeLinkEmailOf(next);
  next.embedProgramFeeLinkApproval = linkEmail === 'acceptance';
  next.embedProgramFeeLinkConfirmation = linkEmail === 'confirmation';
  if (update.acceptanceEmail_embed_pay_link === true && linkEmail !== 'acceptance') {
    invalid.push({ name: 'acceptanceEmail_embed_pay_link', reason: 'is offered only when the program requires approval and a fee' });
  }
  if (update.submissionConfirmatiomEmail_embed_pay_link === true && linkEmail !== 'confirmation') {
    invalid.push({
      name: 'submissionConfirmatiomEmail_embed_pay_link',
      reason: 'is offered only when the program requires a fee without approval',
    });
  }
  if (feeLinkEmailOf(before) !== linkEmail) {
    if (update.acceptanceEmail_embed_pay_link === undefined) next.acceptanceEmail_embed_pay_link = linkEmail === 'acceptance';
    if (update.submissionConfirmatiomEmail_embed_pay_link === undefined) {
      next.submissionConfirmatiomEmail_embed_pay_link = linkEmail === 'confirmation';
    }
  }
  next.acceptanceEmail_embed_pay_link &&= linkEmail === 'acceptance';
  next.submissionConfirmatiomEmail_embed_pay_link &&= linkEmail === 'confirmation';
  next.acceptanceEmail = withPaymentLinkMarker(next.acceptanceEmail, next.acceptanceEmail_embed_pay_link);
  next.submissionConfirmatiomEmail = withPaymentLinkMarker(
    next.submissionConfirmatiomEmail,
    next.submissionConfirmatiomEmail_embed_pay_link,
  );
  return invalid;
}

/**
 * spec §4 'Include Payment Link': ticked prepends '[PAYMENT LINK]' (as its
 * own paragraph) unless the email already has it; unticked removes every
 * marker and the paragraph left empty by it.
 */
export function withPaymentLinkMarker(html: string, included: boolean): string {
  if (included) return html.includes(PAYMENT_LINK_MARKER) ? html : `<p>${PAYMENT_LINK_MARKER}</p>${html}`;
  return html.split(`<p>${PAYMENT_LINK_MARKER}</p>`).join('').split(PAYMENT_LINK_MARKER).join('');
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
