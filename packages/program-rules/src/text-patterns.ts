/** spec §5 general text: a letter, digit, hyphen or comma (one is enough). */
const GENERAL_TEXT_CHARACTER = '[\\p{L}\\p{N},-]';

/**
 * What a program name may be made of: letters (accents and combining marks
 * included), digits, the space and the punctuation of titles
 * (. , : ; ' ’ ( ) & / ! ? # + _ -). Never '<', '>', '=', quotes, braces,
 * control or invisible characters: a name reaches email subjects verbatim.
 */
const PROGRAM_NAME_CHARACTERS = "[\\p{L}\\p{M}\\p{N} .,:;'’()&/!?#+_-]";

/**
 * The text patterns of spec §5, as JSON Schema `pattern` strings (the API
 * contract and the form engine's schemas use them as they are; in code,
 * compile with the `u` flag: matchesTextPattern).
 */
export const textPatterns = {
  /** spec §5: names, city, state: letters, comma, period, underscore, parentheses, hyphen, apostrophe, whitespace. */
  name: "^[\\p{L},._()'\\s-]+$",
  /** spec §5: general text: at least one letter, digit, hyphen or comma somewhere. */
  generalText: GENERAL_TEXT_CHARACTER,
  /**
   * spec §5 'Program form: eventName ... letters, digits, hyphen or comma':
   * at least one of them, and only PROGRAM_NAME_CHARACTERS.
   */
  programName: `^(?=.*${GENERAL_TEXT_CHARACTER})${PROGRAM_NAME_CHARACTERS}+$`,
  /** The program display name: empty, or a program name. */
  programDisplayName: `^$|^(?=.*${GENERAL_TEXT_CHARACTER})${PROGRAM_NAME_CHARACTERS}+$`,
  /** A social link address (spec §3 facebookAddress, instagramAddress, twitterAddress): an http(s) address or ''. */
  webAddress: '^(https?://\\S+)?$',
  /** The public path of a program (spec §3 applicationUrl), e.g. '/coaches-academy', or ''. */
  applicationUrl: '^(/\\S*)?$',
} as const;

/** A spec §5 text pattern. */
export type TextPatternName = keyof typeof textPatterns;

const compiled = new Map<TextPatternName, RegExp>();

/** True when `text` matches the named pattern (compiled once, with the `u` flag as JSON Schema validators do). */
export function matchesTextPattern(name: TextPatternName, text: string): boolean {
  let pattern = compiled.get(name);
  if (pattern === undefined) {
    pattern = new RegExp(textPatterns[name], 'u');
    compiled.set(name, pattern);
  }
  return pattern.test(text);
}
