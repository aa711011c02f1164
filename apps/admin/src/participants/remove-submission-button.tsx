import { Trans, useLingui } from '@lingui/react/macro';
import { Button, DialogTrigger } from 'react-aria-components';
import { ConfirmModal } from '../dialogs/confirm-modal.tsx';

/** Props of RemoveSubmissionButton. */
export interface RemoveSubmissionButtonProps {
  /** The participant's name, used in the question. */
  name: string;
  /** True while the removal runs: the button reads 'Processing...'. */
  working: boolean;
  isDisabled?: boolean;
  onConfirm: () => void;
}

/**
 * 'Remove Submission' (spec §2 participant detail): asks 'Are you sure you
 * want to remove the submission for {name}?' with Yes / No.
 */
export function RemoveSubmissionButton({ name, working, isDisabled = false, onConfirm }: RemoveSubmissionButtonProps) {
  const { t } = useLingui();
  return (
    <DialogTrigger>
      <Button className="button button--deny" isDisabled={isDisabled || working}>
        {working ? <Trans>Processing...</Trans> : <Trans>Remove Submission</Trans>}
      </Button>
      <ConfirmModal
        title={t`Remove Submission`}
        message={t`Are you sure you want to remove the submission for ${name}?`}
        onConfirm={onConfirm}
      />
    </DialogTrigger>
  );
}
