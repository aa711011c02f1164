import type { Decision } from '../api/participants.ts';

/** The texts of one decision: button label, working label, dialog title and question. */
export interface DecisionLabels {
  button: string;
  working: string;
  title: string;
  question: (name: string) => string;
}

/**
 * spec §2 participants list and detail: buttons 'Approve' and 'Deny', working
 * label 'Approving...', and the confirmation question per decision.
 */
export const decisionLabels: Record<Decision, DecisionLabels> = {
  approve: {
    button: 'Approve',
    working: 'Approving...',
    title: 'Approve Participant',
    question: (name) => `Are you sure you want to approve ${name}?`,
  },
  deny: {
    button: 'Deny',
    working: 'Denying...',
    title: 'Deny Participant',
    question: (name) => `Are you sure you want to deny ${name}?`,
  },
};
