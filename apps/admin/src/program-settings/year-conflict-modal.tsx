import { leagueYearLabel } from '@huddle/schemas/reference';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ProgramDateConflict } from '@huddle/program-rules';

/** Props of YearConflictModal: the conflicts found on Save and the two choices. */
export interface YearConflictModalProps {
  conflicts: ProgramDateConflict[];
  onContinue: () => void;
  onCancel: () => void;
}

/**
 * 'Program Year Conflict Notification' (spec §2, §5): the date conflicts in
 * the spec's exact words, then the note to click Continue (saves anyway) or
 * Cancel (closes, nothing saved). An alert dialog (react-aria-components);
 * Escape cancels.
 */
export function YearConflictModal({ conflicts, onContinue, onCancel }: YearConflictModalProps) {
  const { t } = useLingui();
  const messagesId = useId();
  const messageOf = (conflict: ProgramDateConflict): string => {
    if (conflict.kind === 'endBeforeStart')
      return t`Invalid program end date. Program end date must be greater then or equal to program start date`;
    const years = leagueYearLabel(conflict.leagueYear);
    if (conflict.kind === 'nextLeagueYear')
      return t`Program start and/or end date falls into next league year. Please update the program year to ${years}.`;
    return t`Program start and/or end date does not fall into selected league year ${years}.`;
  };
  return (
    <ModalOverlay className="modal-overlay" isOpen onOpenChange={(open) => !open && onCancel()} isDismissable>
      <Modal className="modal">
        <Dialog role="alertdialog" className="dialog" aria-describedby={messagesId}>
          <Heading slot="title" className="dialog__title">
            {t`Program Year Conflict Notification`}
          </Heading>
          <div id={messagesId}>
            {conflicts.map((conflict) => (
              <p key={conflict.kind}>{messageOf(conflict)}</p>
            ))}
            <p>{t`Click Continue to save or Cancel.`}</p>
          </div>
          <div className="dialog__actions">
            <Button className="button" onPress={onCancel} autoFocus>
              {t`Cancel`}
            </Button>
            <Button className="button button--primary" onPress={onContinue}>
              {t`Continue`}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
