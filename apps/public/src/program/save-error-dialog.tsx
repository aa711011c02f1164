import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '@huddle/components';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { SaveErrorText } from './save-error-text.ts';

/** Props of SaveErrorDialog: the text to show (null keeps it closed) and how to close it. */
export interface SaveErrorDialogProps {
  error: SaveErrorText | null;
  onClose(): void;
}

/**
 * Modal opened when an application could not be saved (spec §8): title
 * 'ERROR: Failed to save your data.', the server's text and field list, OK closes.
 */
export function SaveErrorDialog({ error, onClose }: SaveErrorDialogProps) {
  useInterfaceLanguage();
  return (
    <ModalOverlay
      className="app-modal-overlay"
      isOpen={error !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
    >
      <Modal className="app-modal">
        <Dialog className="app-dialog" role="alertdialog">
          <Heading slot="title" className="app-dialog__title">
            {t`ERROR: Failed to save your data.`}
          </Heading>
          <p className="app-dialog__message">{error?.message}</p>
          {error !== null && error.fieldErrors.length > 0 && (
            <ul className="app-dialog__list">
              {error.fieldErrors.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <div className="app-dialog__actions">
            <Button className="app-button app-button--primary" slot="close" autoFocus>
              {t`OK`}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
