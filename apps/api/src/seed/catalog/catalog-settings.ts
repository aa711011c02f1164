import type { ProgramSettings } from '@huddle/schemas';
import { paymentLinkEmailOf, withPaymentLinkMarker } from '@huddle/program-rules';
import {
  acceptModalMessage,
  acceptanceEmail,
  confirmationEmail,
  denyEmail,
  denyModalMessage,
  eventClosedMessage,
  footerMessage,
  submissionMessage,
  type MessageFacts,
} from './catalog-messages.ts';
import { noSocialLinks, type SocialLinks } from './catalog-social.ts';

/** What a program's settings are written from. */
export interface SettingsInput {
  /** Program name used in messages and emails. */
  name: string;
  /** Public path the application lives at, without the leading slash ('' for none). */
  path: string;
  /** Rich-text description shown by EventDescription. */
  eventDescription: string;
  requiresAccept: boolean;
  /** Program fee in dollars; absent or 0 means no fee. */
  fee?: number;
  social?: SocialLinks;
  /** Rich-text legal disclaimer; present turns showLegalDisclaimer on (football ops only). */
  legalDisclaimer?: string;
  hideEventDates?: boolean;
  /** Extra list items appended to the submission message's next steps. */
  nextSteps?: readonly string[];
  /** Address the footer and closed message point to. */
  contactEmail: string;
}

/**
 * ProgramSettings (schemas/entities/program-settings.schema.json) for one
 * program. The payment link goes where spec §4 puts it (paymentLinkEmailOf:
 * the approval email with a fee and acceptance required, the confirmation
 * email with a fee and no acceptance), ticked and with its marker.
 */
export function programSettings(input: SettingsInput): ProgramSettings {
  const fee = input.fee ?? 0;
  const facts: MessageFacts = { name: input.name, requiresAccept: input.requiresAccept, fee, contactEmail: input.contactEmail };
  const linkEmail = paymentLinkEmailOf({ requireProgramFee: fee > 0, applicationsRequiresAccept: input.requiresAccept });
  const linkInApproval = linkEmail === 'acceptanceEmail';
  const linkInConfirmation = linkEmail === 'submissionConfirmatiomEmail';
  return {
    eventDescription: input.eventDescription,
    ...(input.social ?? noSocialLinks),
    applicationsRequiresAccept: input.requiresAccept,
    requireProgramFee: fee > 0,
    programFee: fee,
    showLegalDisclaimer: input.legalDisclaimer !== undefined,
    legalDisclaimerMessage: input.legalDisclaimer ?? '',
    footerMessage: footerMessage(facts),
    submissionMessage: submissionMessage(facts, input.nextSteps),
    submissionConfirmatiomEmail: withPaymentLinkMarker(confirmationEmail(facts), linkInConfirmation),
    acceptanceEmail: withPaymentLinkMarker(acceptanceEmail(facts), linkInApproval),
    denyEmail: denyEmail(facts),
    eventClosedMessage: eventClosedMessage(facts),
    eventAcceptModalMessage: acceptModalMessage(facts),
    eventDenyModalMessage: denyModalMessage(facts),
    applicationUrl: input.path === '' ? '' : `/${input.path}`,
    headerGraphicPath: null,
    embedProgramFeeLinkApproval: linkInApproval,
    embedProgramFeeLinkConfirmation: linkInConfirmation,
    acceptanceEmail_embed_pay_link: linkInApproval,
    submissionConfirmatiomEmail_embed_pay_link: linkInConfirmation,
    hideEventDates: input.hideEventDates ?? false,
  };
}
