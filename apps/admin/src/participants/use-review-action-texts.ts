import { useLingui } from '@lingui/react/macro';
import type { ReviewAction } from './review-action.ts';

/** The texts of one confirmed action: button, working label, dialog title, question and failure message. */
export interface ReviewActionTexts {
  button: string;
  working: string;
  title: string;
  question: (name: string) => string;
  /** spec §8 style: '{what failed}.' followed by the detail, e.g. 'Error deleting application. Not found'. */
  failure: (detail: string) => string;
  /** The result announced after success (issue 19), e.g. 'Jane Doe approved.'. */
  done: (name: string) => string;
}

/**
 * The texts of the confirmed actions in the current language (spec §2 row
 * buttons and working labels: 'Approving...' for approve, 'Processing...' for
 * the others; spec §8 'Error deleting application.').
 */
export function useReviewActionTexts(): Record<ReviewAction, ReviewActionTexts> {
  const { t } = useLingui();
  return {
    approve: {
      button: t`Approve`,
      working: t`Approving...`,
      title: t`Approve Participant`,
      question: (name) => t`Are you sure you want to approve ${name}?`,
      failure: (detail) => t`Error approving application. ${detail}`,
      done: (name) => t`${name} approved.`,
    },
    deny: {
      button: t`Deny`,
      working: t`Processing...`,
      title: t`Deny Participant`,
      question: (name) => t`Are you sure you want to deny ${name}?`,
      failure: (detail) => t`Error denying application. ${detail}`,
      done: (name) => t`${name} denied.`,
    },
    delete: {
      button: t`Delete`,
      working: t`Processing...`,
      title: t`Delete Submission`,
      question: (name) => t`Are you sure you want to delete the submission for ${name}?`,
      failure: (detail) => t`Error deleting application. ${detail}`,
      done: (name) => t`Submission for ${name} deleted.`,
    },
    outOfBusiness: {
      button: t`Out of Business`,
      working: t`Processing...`,
      title: t`Out of Business`,
      question: (name) => t`Are you sure you want to mark ${name} as Out of Business?`,
      failure: (detail) => t`Error updating application status. ${detail}`,
      done: (name) => t`${name} marked as Out of Business.`,
    },
  };
}
