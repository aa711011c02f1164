import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { RefundButton } from './refund-button.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openRefund() {
  const user = userEvent.setup();
  renderWithI18n(<RefundButton registrationId={12} name="Jane Doe" onRefunded={() => undefined} />);
  await user.click(screen.getByRole('button', { name: 'Refund' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

describe('RefundButton (spec §2 refund modal)', () => {
  it('enables Refund only once REFUND is typed exactly and the card digits are given', async () => {
    const { user } = await openRefund();
    const apply = () => screen.getAllByRole('button', { name: 'Refund' }).at(-1) as HTMLButtonElement;
    expect(apply().disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Card Last Four Digits' }), '4242');
    await user.type(screen.getByRole('textbox', { name: 'Type REFUND to confirm' }), 'refund');
    expect(apply().disabled).toBe(true);
    await user.clear(screen.getByRole('textbox', { name: 'Type REFUND to confirm' }));
    await user.type(screen.getByRole('textbox', { name: 'Type REFUND to confirm' }), 'REFUND');
    expect(apply().disabled).toBe(false);
  });

  it("posts the card digits, reads 'Applying Refund...' meanwhile and shows the server's problem on failure", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = await openRefund();
    await user.type(screen.getByRole('textbox', { name: 'Card Last Four Digits' }), '4242');
    await user.type(screen.getByRole('textbox', { name: 'Type REFUND to confirm' }), 'REFUND');
    await user.click(screen.getAllByRole('button', { name: 'Refund' }).at(-1) as HTMLElement);
    expect(screen.getByRole('button', { name: 'Applying Refund...' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/transactions/12/refund',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ creditCardLastFour: '4242' }) }),
    );
    answer(
      new Response(JSON.stringify({ title: 'Not Found', status: 404, detail: 'Nothing is served at /api/transactions/12/refund.' }), {
        status: 404,
        headers: { 'content-type': 'application/problem+json' },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Error applying refund. Nothing is served at /api/transactions/12/refund.');
  });
});
