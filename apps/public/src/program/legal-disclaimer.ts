import type { PublicProgram } from '../api/public-types.ts';

/** Applicant's answer to the submission release agreement (spec §4 'Disclaimer'). */
export type DisclaimerDecision = 'undecided' | 'agreed' | 'declined';

/** True when the program asks for the release agreement first: football ops programs with showLegalDisclaimer (spec §2). */
export function requiresLegalDisclaimer(program: Pick<PublicProgram, 'family' | 'showLegalDisclaimer'>): boolean {
  return program.family === 'football-ops' && program.showLegalDisclaimer;
}

/** spec §4 'Disclaimer': how each decision is recorded (agree 1, decline 2); a submission carries the agreement. */
export const disclaimerCodes = { agreed: 1, declined: 2 } as const;
