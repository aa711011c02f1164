import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LegalDisclaimerDialog } from './legal-disclaimer-dialog.tsx';
import { SaveErrorDialog } from './save-error-dialog.tsx';
import type { SaveErrorText } from './save-error-text.ts';

afterEach(cleanup);

const closedError: SaveErrorText = { message: 'The application for this program is now closed', fieldErrors: ['Email: required'] };

/** A Submit button that opens the save error dialog, as the application form does. */
function SubmitWithError({ onClose = () => undefined }: { onClose?: () => void }) {
  const [error, setError] = useState<SaveErrorText | null>(null);
  return (
    <>
      <button type="button" onClick={() => setError(closedError)}>
        Submit
      </button>
      <SaveErrorDialog
        error={error}
        onClose={() => {
          onClose();
          setError(null);
        }}
      />
    </>
  );
}

function dialogElement(): HTMLDialogElement {
  const dialog = document.querySelector('dialog');
  if (dialog === null) throw new Error('no dialog');
  return dialog;
}

/** Fires a dialog's `cancel` event as Escape does; true when the dialog refused to close. */
function pressEscape(dialog: HTMLDialogElement): boolean {
  const refused = !fireEvent(dialog, new Event('cancel', { cancelable: true }));
  if (!refused) dialog.close();
  return refused;
}

describe('SaveErrorDialog (spec §8)', () => {
  it('opens as a modal alert named by its title, focuses OK, and gives focus back to Submit when OK closes it', async () => {
    const user = userEvent.setup();
    render(<SubmitWithError />);
    expect(dialogElement().open).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    const dialog = screen.getByRole('alertdialog', { name: 'ERROR: Failed to save your data.' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute('aria-describedby')).toBe('save-error-message');
    expect(dialog.getAttribute('closedby')).toBe('any');
    expect(screen.getByText('The application for this program is now closed')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Email: required');
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(ok);

    await user.click(ok);
    expect(dialogElement().open).toBe(false);
    expect(document.activeElement).toBe(submit);
  });

  it('closes with Escape and tells its owner', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<SubmitWithError onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    let refused = true;
    act(() => {
      refused = pressEscape(dialogElement());
    });
    expect(refused).toBe(false);
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' }));
  });
});

describe('LegalDisclaimerDialog (spec §2, §4)', () => {
  it('opens as a modal named by its title with I accept focused, and cannot be dismissed without a decision', () => {
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    render(<LegalDisclaimerDialog message="<p>Terms</p>" onAccept={onAccept} onDecline={onDecline} />);
    const dialog = screen.getByRole('dialog', { name: 'Submission Release Agreement' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('closedby')).toBe('none');
    expect(screen.getByText('Terms')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'I accept' }));

    expect(pressEscape(dialog)).toBe(true);
    dialog.close();
    expect(dialog.open).toBe(true);
    expect(onAccept).not.toHaveBeenCalled();
    expect(onDecline).not.toHaveBeenCalled();
  });

  it('reports the decision of each button', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    render(<LegalDisclaimerDialog message="" onAccept={onAccept} onDecline={onDecline} />);
    await user.click(screen.getByRole('button', { name: 'I decline' }));
    expect(onDecline).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'I accept' }));
    expect(onAccept).toHaveBeenCalledOnce();
  });
});
