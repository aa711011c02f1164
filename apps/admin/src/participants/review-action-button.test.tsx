import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { ReviewActionButton } from './review-action-button.tsx';

afterEach(cleanup);

describe('ReviewActionButton (spec §2 confirmations)', () => {
  it('asks for confirmation and runs the action on Yes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithI18n(<ReviewActionButton action="approve" name="Jane Doe" working={false} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Are you sure you want to approve Jane Doe?');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does nothing on No', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithI18n(<ReviewActionButton action="delete" name="John Roe" working={false} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Are you sure you want to delete the submission for John Roe?');
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("reads 'Approving...' or 'Processing...' while the action is saved", () => {
    renderWithI18n(
      <>
        <ReviewActionButton action="approve" name="Jane Doe" working onConfirm={() => undefined} />
        <ReviewActionButton action="deny" name="Jane Doe" working onConfirm={() => undefined} />
        <ReviewActionButton action="outOfBusiness" name="Jane Doe" working onConfirm={() => undefined} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Approving...' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Processing...' })).toHaveLength(2);
  });
});
