import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DecisionButton } from './decision-button.tsx';

afterEach(cleanup);

describe('DecisionButton', () => {
  it('asks for confirmation and runs the decision on Yes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DecisionButton decision="approve" name="Jane Doe" working={false} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to approve Jane Doe?');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does nothing on No', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DecisionButton decision="deny" name="John Roe" working={false} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Deny' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Are you sure you want to deny John Roe?');
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("reads 'Approving...' while the decision is saved", () => {
    render(<DecisionButton decision="approve" name="Jane Doe" working onConfirm={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Approving...' })).toBeTruthy();
  });
});
