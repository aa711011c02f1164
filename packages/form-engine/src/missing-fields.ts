import type { ValidationResult } from './validation-result.ts';

const collator = new Intl.Collator('en');

/**
 * The submit popover list of spec §2/§5 ('Please supply values for:'): the
 * friendly names of every failing field, each once, sorted with English
 * collation. Empty when the answers are valid (the popover then reads 'All
 * required fields have values'). Errors without a friendly name (answers that
 * are not an object at all) are left out.
 */
export function missingFieldNames(result: ValidationResult): string[] {
  const names = new Set(result.errors.map((error) => error.friendlyName).filter((name) => name !== ''));
  return [...names].sort(collator.compare);
}
