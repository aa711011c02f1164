import { Button, DialogTrigger } from 'react-aria-components';
import { ConfirmModal } from '../dialogs/confirm-modal.tsx';
import type { ReviewAction } from './review-action.ts';
import { useReviewActionTexts } from './use-review-action-texts.ts';

/** Props of ReviewActionButton. */
export interface ReviewActionButtonProps {
  action: ReviewAction;
  /** The participant's name, used in the confirmation question. */
  name: string;
  /** True while this action is being saved: the button reads its working label ('Approving...', 'Processing...'). */
  working: boolean;
  /** True while another action on the same participant is being saved. */
  isDisabled?: boolean;
  onConfirm: () => void;
}

const buttonClass: Record<ReviewAction, string> = {
  approve: 'button button--approve',
  deny: 'button button--deny',
  delete: 'button button--deny',
  outOfBusiness: 'button',
};

/**
 * An 'Approve', 'Deny', 'Delete' or 'Out of Business' button that asks for
 * confirmation ('Yes' / 'No') in a modal first (spec §2 confirmations).
 */
export function ReviewActionButton({ action, name, working, isDisabled = false, onConfirm }: ReviewActionButtonProps) {
  const texts = useReviewActionTexts()[action];
  return (
    <DialogTrigger>
      <Button className={buttonClass[action]} isDisabled={isDisabled || working}>
        {working ? texts.working : texts.button}
      </Button>
      <ConfirmModal title={texts.title} message={texts.question(name)} onConfirm={onConfirm} />
    </DialogTrigger>
  );
}
