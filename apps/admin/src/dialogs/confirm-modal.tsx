import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/** Props of ConfirmModal: its title, the question asked and what 'Yes' does. */
export interface ConfirmModalProps {
  title: string;
  /** The question, e.g. 'Are you sure you want to approve Jane Doe?' (spec §2 confirmations). */
  message: string;
  /** Runs after the modal closed on 'Yes'. */
  onConfirm: () => void;
}

/**
 * A confirmation alert dialog with 'Yes' and 'No' (react-aria-components: focus is
 * trapped inside and returns to the trigger on close; Escape and 'No' cancel).
 * Place it inside a DialogTrigger next to its trigger button.
 */
export function ConfirmModal({ title, message, onConfirm }: ConfirmModalProps) {
  const { t } = useLingui();
  const messageId = useId();
  return (
    <ModalOverlay className="modal-overlay" isDismissable>
      <Modal className="modal">
        <Dialog role="alertdialog" className="dialog" aria-describedby={messageId}>
          {({ close }) => (
            <>
              <Heading slot="title" className="dialog__title">
                {title}
              </Heading>
              <p id={messageId}>{message}</p>
              <div className="dialog__actions">
                <Button className="button" onPress={close} autoFocus>
                  {t`No`}
                </Button>
                <Button
                  className="button button--primary"
                  onPress={() => {
                    close();
                    onConfirm();
                  }}
                >
                  {t`Yes`}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
