import { Button, DialogTrigger } from 'react-aria-components';
import type { Decision } from '../api/participants.ts';
import { ConfirmModal } from '../dialogs/confirm-modal.tsx';
import { decisionLabels } from './decision-labels.ts';

/** Props of DecisionButton. */
export interface DecisionButtonProps {
  decision: Decision;
  /** The participant's name, used in the confirmation question. */
  name: string;
  /** True while this decision is being saved: the button reads e.g. 'Approving...'. */
  working: boolean;
  /** True while another decision on the same participant is being saved. */
  isDisabled?: boolean;
  onConfirm: () => void;
}

/** An 'Approve' or 'Deny' button that asks for confirmation in a modal first (spec §2). */
export function DecisionButton({ decision, name, working, isDisabled = false, onConfirm }: DecisionButtonProps) {
  const labels = decisionLabels[decision];
  return (
    <DialogTrigger>
      <Button
        className={decision === 'approve' ? 'button button--approve' : 'button button--deny'}
        isDisabled={isDisabled}
        isPending={working}
      >
        {working ? labels.working : labels.button}
      </Button>
      <ConfirmModal title={labels.title} message={labels.question(name)} onConfirm={onConfirm} />
    </DialogTrigger>
  );
}
