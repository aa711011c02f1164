import { t } from '@lingui/core/macro';
import './drafts.css';
import type { RestoreNotice } from './restore-draft.ts';

/** Props of DraftNotice: what was restored, and the 'Start over' action. */
export interface DraftNoticeProps {
  notice: RestoreNotice;
  onStartOver(): void;
}

/** The text of a restore notice (the source, then whether the form changed). */
export function draftNoticeText(notice: RestoreNotice): string {
  const restored =
    notice.source === 'link'
      ? t`We restored the answers you saved to finish later.`
      : t`We restored the answers you entered on this device.`;
  return notice.formChanged
    ? t`${restored} The form has changed since then: the answers that no longer fit were left out, so please check them.`
    : restored;
}

/** A status message above the form saying the answers were restored, with 'Start over' to clear them. */
export function DraftNotice({ notice, onStartOver }: DraftNoticeProps) {
  return (
    <div className="app-card draft-notice" role="status">
      <p>{draftNoticeText(notice)}</p>
      <button type="button" className="app-button" onClick={onStartOver}>
        {t`Start over`}
      </button>
    </div>
  );
}
