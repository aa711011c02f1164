import type { ParticipantRow } from '@huddle/schemas';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { RefundButton } from './refund-button.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function problem(status: number, detail: string): Response {
  return new Response(JSON.stringify({ title: 'Problem', status, detail }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

const refundedRow = { id: 12, registrationStatus: 5, status: 'Refunded' } as unknown as ParticipantRow;

async function openRefund(onRefunded = vi.fn()) {
  const user = userEvent.setup();
  renderWithI18n(<RefundButton registrationId={12} name="Jane Doe" onRefunded={onRefunded} />);
  await user.click(screen.getByRole('button', { name: 'Refund' }));
  await screen.findByRole('dialog', { name: 'Refund Payment' });
  const applyButton = () => screen.getAllByRole('button', { name: /^(Refund|Applying Refund\.\.\.)$/ }).at(-1) as HTMLButtonElement;
  const fill = async (digits: string, word: string) => {
    await user.type(screen.getByRole('textbox', { name: 'Card Last Four Digits' }), digits);
    await user.type(screen.getByRole('textbox', { name: 'Type REFUND to confirm' }), word);
  };
  return { user, onRefunded, applyButton, fill };
}

describe('RefundButton (spec §2 refund modal)', () => {
  it('enables Refund only once REFUND is typed exactly and the card digits are given', async () => {
    const { user, applyButton, fill } = await openRefund();
    expect(applyButton().disabled).toBe(true);
    await fill('4242', 'refund');
    expect(applyButton().disabled).toBe(true);
    await user.clear(screen.getByRole('textbox', { name: 'Type REFUND to confirm' }));
    await user.type(screen.getByRole('textbox', { name: 'Type REFUND to confirm' }), 'REFUND');
    expect(applyButton().disabled).toBe(false);
  });

  it("reads 'Applying Refund...' meanwhile, shows the result description, and hands the refunded participant on when closed", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn((_request: Request) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { user, onRefunded, applyButton, fill } = await openRefund();
    await fill('4242', 'REFUND');
    await user.click(applyButton());

    expect(screen.getByRole('button', { name: 'Applying Refund...' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    const request = fetchMock.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/api/transactions/12/refund');
    expect(request.method).toBe('POST');
    expect(await request.text()).toBe(JSON.stringify({ creditCardLastFour: '4242' }));
    answer(
      new Response(
        JSON.stringify({ participant: refundedRow, description: 'Refund re_123 succeeded: $250.00 returned to the card ending 4242.' }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );

    const result = await screen.findByRole('status');
    expect(result.textContent).toBe(
      'The payment of Jane Doe has been refunded.Refund re_123 succeeded: $250.00 returned to the card ending 4242.',
    );
    expect(onRefunded).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onRefunded).toHaveBeenCalledExactlyOnceWith({ participant: refundedRow, description: expect.stringContaining('re_123') });
  });

  it('ends the working state on failure, shows the problem, and can be applied again', async () => {
    const answers = [
      problem(422, 'The card last four digits do not match the payment.'),
      problem(502, 'The payment provider did not answer.'),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift() ?? problem(500, 'unexpected')),
    );
    const { user, onRefunded, applyButton, fill } = await openRefund();
    await fill('1111', 'REFUND');
    await user.click(applyButton());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error applying refund. The card last four digits do not match the payment.',
    );
    expect(applyButton().textContent).toBe('Refund');
    expect(applyButton().disabled).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Card Last Four Digits' })).toHaveProperty('disabled', false);

    await user.click(applyButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Error applying refund. The payment provider did not answer.'));
    expect(applyButton().disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onRefunded).not.toHaveBeenCalled();
  });
});
