import { ProblemError } from '../../errors/problem-error.ts';
import type { ProgramSettings } from '@huddle/schemas';

/** spec §4 'Disclaimer': the code recorded when the applicant agrees (a decline, 2, ends the visit unsubmitted). */
export const DISCLAIMER_AGREED = 1;

/**
 * Whether the program asks for the submission release agreement before its
 * form: football ops programs with showLegalDisclaimer (spec §2 'legal
 * disclaimer modal (football ops only, when showLegalDisclaimer)').
 */
export function asksLegalDisclaimer(family: string, settings: Pick<ProgramSettings, 'showLegalDisclaimer'>): boolean {
  return family === 'football-ops' && settings.showLegalDisclaimer;
}

/**
 * The legal_disclaimer value to store with a submission: 1 when the program
 * asks and the applicant agreed, null when the program does not ask.
 * Throws a 422 problem naming `legalDisclaimer` when the program asks and the
 * submission does not carry the agreement.
 */
export function recordedDisclaimer(
  family: string,
  settings: Pick<ProgramSettings, 'showLegalDisclaimer'>,
  decision: number | undefined,
): number | null {
  if (!asksLegalDisclaimer(family, settings)) return null;
  if (decision === DISCLAIMER_AGREED) return DISCLAIMER_AGREED;
  throw new ProblemError(422, 'Invalid request body', 'This program asks applicants to accept its submission release agreement first.', [
    { name: 'legalDisclaimer', reason: 'must be 1 (the release agreement accepted)' },
  ]);
}
