/**
 * A new submission key (UUID v4) for one opened application form. Sent as
 * Idempotency-Key with every submission of that form, so a double click, a
 * retry after a lost answer or a resent request stores one application and
 * shows the same confirmation (the API answers a repeat with the first result).
 */
export function createSubmissionKey(): string {
  return crypto.randomUUID();
}
