import type { ProgramSettingsField } from '@huddle/schemas';
import { isProgramYear } from './league-year.ts';
import { parseProgramFee, programFeeProblem } from './program-fee.ts';
import type { ProgramSettingsValues } from './settings-values.ts';
import { matchesTextPattern, type TextPatternName } from './text-patterns.ts';

/**
 * Why a settings field is refused (spec §5 'Program form'); the admin form
 * words each one in the user's language, the API gives settingsErrorReasons:
 * - programName: the program (display) name is not made of letters, digits,
 *   spaces and title punctuation with a letter, digit, hyphen or comma;
 * - generalText: the description's text holds no letter, digit, hyphen or comma;
 * - yearDigits: the program year is not 4 digits from 2000 to 2100;
 * - feeFormat / feeRange: fee 'up to 5 integer digits ... 0 to 99999 with 2
 *   decimals'; feeRequired: a required fee must be above 0;
 * - webAddress: a ticked social link needs an http(s) address;
 * - applicationUrl: the public path starts with '/' and has no spaces;
 * - tooLong: longer than settingsTextLimits allows.
 */
export type SettingsError =
  'programName' | 'generalText' | 'yearDigits' | 'feeFormat' | 'feeRange' | 'feeRequired' | 'webAddress' | 'applicationUrl' | 'tooLong';

/** The reason the API gives in a 422 problem's invalid_params for each SettingsError. */
export const settingsErrorReasons: Readonly<Record<SettingsError, string>> = {
  programName: "must hold a letter, digit, hyphen or comma and only letters, digits, spaces and . , : ; ' ’ ( ) & / ! ? # + _ - (spec §5)",
  generalText: 'must contain at least one letter, digit, hyphen or comma (spec §5)',
  yearDigits: 'must be a year of 4 digits from 2000 to 2100 (spec §5)',
  feeFormat: 'must be an amount with at most 2 decimals (spec §5)',
  feeRange: 'must be from 0 to 99999 (spec §5)',
  feeRequired: 'must be more than 0 when requireProgramFee is on',
  webAddress: 'must be an http(s) address while its link is shown',
  applicationUrl: "must be a path starting with '/' without spaces",
  tooLong: 'is too long',
};

/** The longest text each settings field takes, in characters (the API contract's maxLength). */
export const settingsTextLimits = {
  /** eventName and programDisplayName. */
  programName: 200,
  /** facebookAddress, instagramAddress, twitterAddress. */
  webAddress: 2000,
  applicationUrl: 2000,
  /** Every rich text field (spec §5/§9 default text length). */
  richText: 524288,
} as const;

/** The settings the spec §5 checks read: every settings value but the legal disclaimer (which not every role sees). */
export type CheckedSettings = Omit<ProgramSettingsValues, 'showLegalDisclaimer' | 'legalDisclaimerMessage'>;

/** Field → why it is refused; fields not listed pass. */
export type SettingsErrors = Partial<Record<ProgramSettingsField, SettingsError>>;

/** The text a reader sees in rich text: richTextPlainText of @huddle/program-rules/browser or /server. */
export type PlainTextOf = (html: string) => string;

const socialLinks = [
  ['showFacebookLink', 'facebookAddress'],
  ['showInstagramLink', 'instagramAddress'],
  ['showTwitterLink', 'twitterAddress'],
] as const;

/** 'tooLong' above `limit` characters, else `error` unless `passes` says the text passes. */
function textError(text: string, limit: number, passes: (text: string) => boolean, error: SettingsError): SettingsError | undefined {
  if (text.length > limit) return 'tooLong';
  return passes(text) ? undefined : error;
}

/** A check of a text against a spec §5 pattern. */
function matching(pattern: TextPatternName): (text: string) => boolean {
  return (text) => matchesTextPattern(pattern, text);
}

function webAddressError(shown: boolean, address: string): SettingsError | undefined {
  const passes = (text: string) => matchesTextPattern('webAddress', text) && (!shown || text !== '');
  return textError(address, settingsTextLimits.webAddress, passes, 'webAddress');
}

function feeError(settings: CheckedSettings): SettingsError | undefined {
  if (!settings.requireProgramFee) return undefined;
  const problem = programFeeProblem(settings.programFee);
  if (problem !== null) return problem === 'range' ? 'feeRange' : 'feeFormat';
  return settings.programFee <= 0 ? 'feeRequired' : undefined;
}

/**
 * The spec §5 'Program form' rules on settings values, the same in the admin
 * form (before Save) and in the API (on PUT /api/admin/events/{eventId}):
 * program and display name (textPatterns.programName, 200 characters), the
 * description's text (general text, via `plainTextOf`), the program year,
 * the fee while required, the address of each ticked social link, the
 * application path and the text limits. Returns the refused fields (empty
 * when the settings may be saved).
 */
export function settingsViolations(settings: CheckedSettings, plainTextOf: PlainTextOf): SettingsErrors {
  const { programName, applicationUrl, richText } = settingsTextLimits;
  const found: SettingsErrors = {
    eventName: textError(settings.eventName, programName, matching('programName'), 'programName'),
    programDisplayName: textError(settings.programDisplayName, programName, matching('programDisplayName'), 'programName'),
    eventYear: isProgramYear(settings.eventYear) ? undefined : 'yearDigits',
    eventDescription: textError(settings.eventDescription, richText, (html) => matching('generalText')(plainTextOf(html)), 'generalText'),
    programFee: feeError(settings),
    applicationUrl: textError(settings.applicationUrl, applicationUrl, matching('applicationUrl'), 'applicationUrl'),
  };
  for (const [toggle, address] of socialLinks) found[address] = webAddressError(settings[toggle], settings[address]);
  return Object.fromEntries(Object.entries(found).filter(([, error]) => error !== undefined)) as SettingsErrors;
}

/** The inputs of the admin form kept as typed text (numbers are read from them). */
export interface SettingsTexts {
  eventYear: string;
  programFee: string;
}

const YEAR_DIGITS = /^\d{4}$/;

/**
 * The admin form's check before Save: the year and fee as typed (`texts`,
 * the fee read in `locale` by parseProgramFee) and the other values, by
 * settingsViolations. A year that is not 4 digits or a fee that cannot be
 * read is refused as such; an unreadable fee counts only while a fee is
 * required.
 */
export function settingsFormErrors(
  values: CheckedSettings,
  texts: SettingsTexts,
  locale: string,
  plainTextOf: PlainTextOf,
): SettingsErrors {
  const yearText = texts.eventYear.trim();
  const fee = parseProgramFee(texts.programFee, locale);
  const errors = settingsViolations(
    { ...values, eventYear: YEAR_DIGITS.test(yearText) ? Number(yearText) : Number.NaN, programFee: fee.ok ? fee.dollars : 0 },
    plainTextOf,
  );
  if (values.requireProgramFee && !fee.ok) errors.programFee = fee.reason === 'range' ? 'feeRange' : 'feeFormat';
  return errors;
}
