import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SandboxSession } from '../api/payment-types.ts';
import { createPublicRouter } from '../routes/router.tsx';
import { jsonResponse, stubPaymentApi } from '../test-support/fake-payment-api.ts';
import { SANDBOX_NOTE, SandboxCheckoutPage } from './sandbox-checkout-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openSession: SandboxSession = { sessionId: 'ps_17', eventName: 'Coaches Academy', amountCents: 25000, status: 'open' };
const declined = { title: 'Payment Required', status: 402, detail: 'Your card was declined.' };

describe('/payment/sandbox (local sandbox checkout)', () => {
  it('loads the session and says clearly that it is a sandbox', async () => {
    const sent = stubPaymentApi(() => jsonResponse(200, openSession));
    render(
      <RouterProvider
        router={createPublicRouter({ history: createMemoryHistory({ initialEntries: ['/payment/sandbox?session=ps_17'] }) })}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sandbox checkout' })).toBeTruthy();
    expect(screen.getByText(SANDBOX_NOTE).textContent).toBe('Sandbox checkout — no real card is charged. Test card 4242 4242 4242 4242.');
    expect(screen.getByText('$250.00')).toBeTruthy();
    expect(screen.getByText('Coaches Academy')).toBeTruthy();
    expect(sent[0]?.url).toBe('/api/payment-sessions/ps_17/sandbox');
  });

  it("reads 'Error: Your card was declined.' for a declined card, then pays with another one", async () => {
    const sent = stubPaymentApi(({ body }) =>
      (body as { cardNumber: string }).cardNumber === '4000 0000 0000 0002'
        ? jsonResponse(402, declined)
        : jsonResponse(200, { redirectUrl: '/payment-complete?registration=abc' }),
    );
    const onComplete = vi.fn();
    const user = userEvent.setup();
    render(<SandboxCheckoutPage session={openSession} onComplete={onComplete} />);
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay).toHaveProperty('disabled', true);

    const card = screen.getByRole('textbox', { name: 'Card number' });
    await user.type(card, '4000 0000 0000 0002');
    await user.click(pay);
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Your card was declined.');
    expect(onComplete).not.toHaveBeenCalled();
    expect(card.getAttribute('aria-invalid')).toBe('true');
    expect(card.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect((card as HTMLInputElement).required).toBe(true);

    await user.clear(card);
    await user.type(card, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledExactlyOnceWith('/payment-complete?registration=abc'));
    expect(sent.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', '/api/payment-sessions/ps_17/sandbox/complete', { cardNumber: '4000 0000 0000 0002' }],
      ['POST', '/api/payment-sessions/ps_17/sandbox/complete', { cardNumber: '4242 4242 4242 4242' }],
    ]);
  });

  it('offers no card form for a session already paid, expired or failed', () => {
    render(<SandboxCheckoutPage session={{ ...openSession, status: 'complete' }} />);
    expect(screen.getByRole('status').textContent).toBe('This checkout has already been paid.');
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    for (const status of ['expired', 'failed'] as const) {
      cleanup();
      render(<SandboxCheckoutPage session={{ ...openSession, status }} />);
      expect(screen.getByRole('status').textContent).toMatch(/^This checkout is no longer open\./);
      expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    }
  });

  it('names the test cards when another number is given', async () => {
    stubPaymentApi(() =>
      jsonResponse(422, {
        title: 'Invalid request body',
        status: 422,
        detail: 'The sandbox checkout takes test cards only.',
        invalid_params: [{ name: 'cardNumber', reason: 'use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined)' }],
      }),
    );
    const user = userEvent.setup();
    render(<SandboxCheckoutPage session={openSession} onComplete={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '5555 5555 5555 4444');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The sandbox checkout takes test cards only. Use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined).',
    );
  });
});
