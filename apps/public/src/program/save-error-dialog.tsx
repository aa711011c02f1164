import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '@huddle/components';
import { useRef } from 'react';
import { useModalDialog } from '../shell/use-modal-dialog.ts';
import type { SaveErrorText } from './save-error-text.ts';

/** Props of SaveErrorDialog: the text to show (null keeps it closed) and how to close it. */
export interface SaveErrorDialogProps {
  error: SaveErrorText | null;
  onClose(): void;
}

/**
 * Modal opened when an application could not be saved (spec §8): title
 * 'ERROR: Failed to save your data.', the server's text and field list, OK closes
 * (so do Escape and a click beside it). Focus goes back to where it was.
 */
export function SaveErrorDialog({ error, onClose }: SaveErrorDialogProps) {
  useInterfaceLanguage();
  const ok = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog({ open: error !== null, initialFocus: ok, onDismiss: onClose });
  return (
    <dialog
      {...dialog}
      className="app-modal app-dialog"
      role="alertdialog"
      aria-labelledby="save-error-title"
      aria-describedby="save-error-message"
    >
      <h2 id="save-error-title" className="app-dialog__title">
        {t`ERROR: Failed to save your data.`}
      </h2>
      <p id="save-error-message" className="app-dialog__message">
        {error?.message}
      </p>
      {error !== null && error.fieldErrors.length > 0 && (
        <ul className="app-dialog__list">
          {error.fieldErrors.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <div className="app-dialog__actions">
        <button ref={ok} type="button" className="app-button app-button--primary" onClick={onClose}>
          {t`OK`}
        </button>
      </div>
    </dialog>
  );
}
