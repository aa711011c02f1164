import { t } from '@lingui/core/macro';
import { SafeHtml, useInterfaceLanguage } from '@huddle/components';
import { useRef } from 'react';
import { useModalDialog } from '../shell/use-modal-dialog.ts';

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
 * dismissed without a decision (neither Escape nor a click beside it closes it).
 */
export function LegalDisclaimerDialog({ message, onAccept, onDecline }: LegalDisclaimerDialogProps) {
  useInterfaceLanguage();
  const accept = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog({ open: true, initialFocus: accept });
  return (
    <dialog {...dialog} className="app-modal app-modal--wide app-dialog" aria-labelledby="legal-disclaimer-title">
      <h2 id="legal-disclaimer-title" className="app-dialog__title">
        {t`Submission Release Agreement`}
      </h2>
      <SafeHtml className="app-dialog__message app-rich-text" html={message} />
      <div className="app-dialog__actions">
        <button type="button" className="app-button" onClick={onDecline}>
          {t`I decline`}
        </button>
        <button ref={accept} type="button" className="app-button app-button--primary" onClick={onAccept}>
          {t`I accept`}
        </button>
      </div>
    </dialog>
  );
}
