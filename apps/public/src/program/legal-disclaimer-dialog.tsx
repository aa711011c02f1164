import { t } from '@lingui/core/macro';
import { SafeHtml, useInterfaceLanguage } from '@huddle/components';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/** Props of LegalDisclaimerDialog: the disclaimer HTML and the applicant's decision. */
export interface LegalDisclaimerDialogProps {
  /** Sanitized HTML of the program's legal disclaimer message. */
  message: string;
  onAccept(): void;
  onDecline(): void;
}

/**
 * Submission release agreement shown before a football ops application (spec §2, §4
 * 'Disclaimer'): 'I accept' shows the form, 'I decline' the decline page. It cannot be
 * dismissed without a decision.
 */
export function LegalDisclaimerDialog({ message, onAccept, onDecline }: LegalDisclaimerDialogProps) {
  useInterfaceLanguage();
  return (
    <ModalOverlay className="app-modal-overlay" isOpen isDismissable={false} isKeyboardDismissDisabled>
      <Modal className="app-modal app-modal--wide">
        <Dialog className="app-dialog">
          <Heading slot="title" className="app-dialog__title">
            {t`Submission Release Agreement`}
          </Heading>
          <SafeHtml className="app-dialog__message app-rich-text" html={message} />
          <div className="app-dialog__actions">
            <Button className="app-button" onPress={onDecline}>
              {t`I decline`}
            </Button>
            <Button className="app-button app-button--primary" onPress={onAccept} autoFocus>
              {t`I accept`}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
