import { textPatterns } from '@huddle/program-rules';

/**
 * Field patterns of spec §5, as JSON Schema `pattern` strings. ajv compiles
 * patterns with the `u` flag, so \p{L} (any letter, accented included) works
 * on the client and the server alike.
 */
export const specPatterns = {
  /** spec §5: names, city, state (textPatterns.name of @huddle/program-rules). */
  name: textPatterns.name,
  /** spec §5: general text: at least one letter, digit, hyphen or comma somewhere (textPatterns.generalText). */
  generalText: textPatterns.generalText,
  /** spec §5: phone, US style: 10 digits, optional country prefix and separators. */
  phone: '^(\\+?\\d{1,3}[\\s.-]?)?\\(?\\d{3}\\)?[\\s.-]?\\d{3}[\\s.-]?\\d{4}$',
  /** spec §5: US postal code: 5 digits, optionally -4. */
  usPostalCode: '^\\d{5}(-\\d{4})?$',
  /** spec §5: numeric (employees, ownership percent): digits, hyphen, comma. */
  numeric: '^[\\d,-]+$',
  /** spec §5: yearFormed: 4 characters. */
  yearFormed: '^.{4}$',
  /** spec §5: birthDate mm/dd/yyyy (the calendar check always passes). */
  birthDate: '^(0[1-9]|1[0-2])/(0[1-9]|[12]\\d|3[01])/\\d{4}$',
  /** spec §5: upload file names end .doc, .docx, .pdf or .txt. */
  uploadFileName: '\\.(docx?|pdf|txt)$',
} as const;

/** spec §5 and §9: default maximum length of free text answers. */
export const DEFAULT_TEXT_LIMIT = 524288;

/** The drop-down placeholder value that never counts as an answer (spec §5). */
export const SELECT_PLACEHOLDER = 'select';
