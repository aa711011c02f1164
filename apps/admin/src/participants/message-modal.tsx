import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/** Props of MessageModal: open while `title` is set; OK (or Escape) calls onClose. */
export interface MessageModalProps {
  /** The dialog's title; null keeps the modal closed. */
  title: string | null;
  /** Further text under the title. */
  children?: ReactNode;
  /** 'alertdialog' for failures, 'dialog' (default) for information. */
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
}

/**
 * A modal that tells one thing and closes with 'OK' (react-aria-components:
 * focus trapped inside, returned on close), e.g. '{program} submissions export
 * has been emailed.' or 'Failed to save your data.'.
 */
export function MessageModal({ title, children, role = 'dialog', onClose }: MessageModalProps) {
  return (
    <ModalOverlay
      className="modal-overlay"
      isDismissable
      isOpen={title !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="modal">
        <Dialog className="dialog" role={role}>
          <Heading slot="title" className="dialog__title">
            {title}
          </Heading>
          {children}
          <div className="dialog__actions">
            <Button className="button button--primary" slot="close" autoFocus>
              <Trans>OK</Trans>
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
