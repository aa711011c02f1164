import { plainTextOf } from '../rich-text/plain-text.ts';
import type { SettingsValues } from './apply-settings-edit.ts';
import { parseProgramFee } from './program-fee.ts';

/**
 * Why a settings field is refused (the form words each one):
 * - generalText: spec §5 'eventName and eventDescription pattern letters,
 *   digits, hyphen or comma' (at least one of them);
 * - yearDigits: spec §5 'eventYear digits' (4 digits, 2000 to 2100 as the API takes);
 * - feeFormat / feeRange: spec §5 fee 'up to 5 integer digits ... 0 to 99999
 *   with 2 decimals'; feeRequired: a required fee must be above 0 (the API refuses 0);
 * - webAddress: a ticked social link needs an http(s) address;
 * - applicationUrl: the public path starts with '/' and has no spaces.
 */
export type SettingsError = 'generalText' | 'yearDigits' | 'feeFormat' | 'feeRange' | 'feeRequired' | 'webAddress' | 'applicationUrl';

/** The inputs kept as typed text (numbers are read from them). */
export interface SettingsTexts {
  eventYear: string;
  programFee: string;
}

/** Field → why it is refused; fields not listed are valid. */
export type SettingsErrors = Partial<Record<keyof SettingsValues, SettingsError>>;

/** spec §5: at least one letter, digit, hyphen or comma. */
const GENERAL_TEXT = /[\p{L}\p{N},-]/u;
const WEB_ADDRESS = /^https?:\/\/\S+$/;
const APPLICATION_URL = /^(\/\S*)?$/;
const YEAR = /^\d{4}$/;

const socialLinks = [
  ['showFacebookLink', 'facebookAddress'],
  ['showInstagramLink', 'instagramAddress'],
  ['showTwitterLink', 'twitterAddress'],
] as const;

/**
 * Checks the settings before Save (spec §5 'Program form'); `locale` reads
 * the fee as typed. Returns the refused fields (empty when Save may go on).
 */
export function validateSettings(values: SettingsValues, texts: SettingsTexts, locale: string): SettingsErrors {
  const errors: SettingsErrors = {};
  if (!GENERAL_TEXT.test(values.eventName)) errors.eventName = 'generalText';
  if (!GENERAL_TEXT.test(plainTextOf(values.eventDescription))) errors.eventDescription = 'generalText';
  const year = Number(texts.eventYear.trim());
  if (!YEAR.test(texts.eventYear.trim()) || year < 2000 || year > 2100) errors.eventYear = 'yearDigits';
  if (values.requireProgramFee) {
    const fee = parseProgramFee(texts.programFee, locale);
    if (!fee.ok) errors.programFee = fee.reason === 'range' ? 'feeRange' : 'feeFormat';
    else if (fee.dollars <= 0) errors.programFee = 'feeRequired';
  }
  for (const [toggle, address] of socialLinks) {
    if (values[toggle] && !WEB_ADDRESS.test(values[address])) errors[address] = 'webAddress';
  }
  if (!APPLICATION_URL.test(values.applicationUrl)) errors.applicationUrl = 'applicationUrl';
  return errors;
}
