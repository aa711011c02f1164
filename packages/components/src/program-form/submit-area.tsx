import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { useInterfaceLanguage } from '../i18n/use-interface-language.ts';
import { MissingFieldsList } from './missing-fields-list.tsx';

/** spec §2: the note under the submit button (English; shown in the active language). */
export const SUBMIT_NOTE = 'Please note: Submit button will not activate until all required fields are filled out';
/** Delay before the popover closes once pointer and focus have left, so the pointer can reach it. */
const CLOSE_DELAY_MS = 200;

/** Props of SubmitArea. */
export interface SubmitAreaProps {
  /** Sorted friendly names of the failing fields; empty when the answers are valid; null until first checked. */
  missing: readonly string[] | null;
  /** The answers pass createValidator(compiled).validate(). */
  valid: boolean;
  submitting: boolean;
  /** Called when the applicant presses Submit while it is not active. */
  onInactivePress(): void;
}

/**
 * spec §2: the Submit button, inactive until every required field is valid,
 * and its non-modal popover listing the missing fields, opened by hovering,
 * focusing or pressing the submit area and closed by leaving it or by Escape
 * (wherever focus is; focus inside the list goes back to Submit). The popover
 * is drawn in place, right after the button in the tab order, and theme.css
 * places it beside the button (below it on narrow screens). The button uses
 * aria-disabled rather than disabled so keyboard users can still reach it and
 * hear the missing list; the list is a labelled region that scrolls with the
 * arrow keys.
 */
export function SubmitArea({ missing, valid, submitting, onInactivePress }: SubmitAreaProps) {
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const popoverHome = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const noteId = useId();
  const listId = useId();
  const inactive = !valid || submitting;
  useInterfaceLanguage();

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (!open) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      clearTimeout(closeTimer.current);
      if (popoverHome.current?.contains(document.activeElement)) buttonRef.current?.focus();
      setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);
  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    show();
    if (!inactive) return;
    event.preventDefault();
    if (!submitting) onInactivePress();
  };

  return (
    <div className="submit-area">
      <div className="submit-area__trigger" onPointerEnter={show} onPointerLeave={hideSoon} onFocus={show} onBlur={hideSoon}>
        <button
          ref={buttonRef}
          type="submit"
          className="button button--primary"
          aria-disabled={inactive || undefined}
          aria-busy={submitting || undefined}
          aria-describedby={open ? `${noteId} ${listId}` : noteId}
          onClick={handleClick}
        >
          {submitting ? t`Submitting...` : t`Submit`}
        </button>
      </div>
      <p className="submit-area__note" id={noteId}>
        {t`Please note: Submit button will not activate until all required fields are filled out`}
      </p>
      <div ref={popoverHome} className="submit-area__popover-home">
        {open ? (
          <div className="missing-fields-popover" onPointerEnter={show} onPointerLeave={hideSoon}>
            <div
              className="missing-fields-popover__scroll"
              tabIndex={0}
              role="region"
              aria-label={t`Required fields`}
              onFocus={show}
              onBlur={hideSoon}
            >
              {missing === null ? <div id={listId} /> : <MissingFieldsList id={listId} missing={missing} />}
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
