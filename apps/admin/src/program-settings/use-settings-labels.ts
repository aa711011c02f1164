import { useLingui } from '@lingui/react/macro';
import { formatProgramFee, MAX_PROGRAM_FEE, type SettingsError, type settingsFields } from '@huddle/program-rules';

/** A field of the settings form. */
export type SettingsFormField = (typeof settingsFields)[number];

/** The visible label of every settings field (spec §3 Program), in the active language. */
export function useSettingsLabels(): Record<SettingsFormField, string> {
  const { t } = useLingui();
  return {
    eventName: t`Program Name`,
    programDisplayName: t`Program Display Name`,
    eventYear: t`Program Year`,
    activeEvent: t`Active Program`,
    startDate: t`Program Start Date`,
    endDate: t`Program End Date`,
    applicationDueDate: t`Application Due Date`,
    hideEventDates: t`Hide Program Dates`,
    applicationUrl: t`Application URL`,
    eventDescription: t`Program Description`,
    showFacebookLink: t`Show Facebook Link`,
    facebookAddress: t`Facebook Address`,
    showInstagramLink: t`Show Instagram Link`,
    instagramAddress: t`Instagram Address`,
    showTwitterLink: t`Show Twitter Link`,
    twitterAddress: t`Twitter Address`,
    applicationsRequiresAccept: t`Applications Require Approval`,
    requireProgramFee: t`Require Program Fee`,
    programFee: t`Program Fee`,
    showLegalDisclaimer: t`Show Legal Disclaimer`,
    legalDisclaimerMessage: t`Legal Disclaimer Message`,
    footerMessage: t`Footer Message`,
    submissionMessage: t`Submission Message`,
    submissionConfirmatiomEmail: t`Submission Confirmation Email`,
    submissionConfirmatiomEmail_embed_pay_link: t`Include Payment Link`,
    acceptanceEmail: t`Approval Email`,
    acceptanceEmail_embed_pay_link: t`Include Payment Link`,
    denyEmail: t`Deny Email`,
    eventClosedMessage: t`Program Closed Message`,
    eventAcceptModalMessage: t`Approve Confirmation Message`,
    eventDenyModalMessage: t`Deny Confirmation Message`,
    headerGraphicPath: t`Header Graphic`,
  };
}

/** What the form says under a refused field (spec §5 'Program form'), numbers in the active language's format. */
export function useSettingsErrorTexts(): Record<SettingsError, string> {
  const { t, i18n } = useLingui();
  const example = formatProgramFee(1250, i18n.locale);
  const highest = new Intl.NumberFormat(i18n.locale).format(MAX_PROGRAM_FEE);
  return {
    programName: t`Use letters, digits, spaces and . , : ; ' ’ ( ) & / ! ? # + _ - only, with at least one letter, digit, hyphen or comma.`,
    generalText: t`Enter at least one letter, digit, hyphen or comma.`,
    yearDigits: t`Enter the program year as 4 digits: the year its league year starts, e.g. 2026.`,
    feeFormat: t`Enter a fee of up to 5 digits with at most 2 decimals, e.g. ${example}.`,
    feeRange: t`The fee must be between 0 and ${highest}.`,
    feeRequired: t`Enter a fee above 0, or untick Require Program Fee.`,
    webAddress: t`Enter a web address starting with http:// or https://.`,
    applicationUrl: t`Enter the public path starting with /, e.g. /coaches-academy.`,
    tooLong: t`This text is too long.`,
  };
}
