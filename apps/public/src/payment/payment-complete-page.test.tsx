import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { approvedRegistration, jsonResponse, stubPaymentApi } from '../test-support/fake-payment-api.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createQueryClient } from '../api/create-query-client.ts';
import { PaymentCompletePage } from './payment-complete-page.tsx';

/** Renders inside a fresh query cache, as the app's root does. */
const renderPage = (page: ReactElement) => render(<QueryClientProvider client={createQueryClient()}>{page}</QueryClientProvider>);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const paid = approvedRegistration({ status: 4, statusName: 'Paid', paid: true });
const quickly = { intervalMs: 10, maxAttempts: 3 };

describe('PaymentCompletePage (spec §2 payment page: the thank-you page)', () => {
  it("shows 'Payment Received' and the completion text for a Paid registration, asking nothing more", async () => {
    const sent = stubPaymentApi(() => jsonResponse(200, paid));
    renderPage(<PaymentCompletePage registration={paid} polling={quickly} />);
    expect(screen.getByRole('heading', { name: 'Payment Received' })).toBeTruthy();
    expect(screen.getByText('Thank you for submitting your payment. Your registration is now complete.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  it("reads 'Confirming your payment...' until the registration turns Paid", async () => {
    let answers = 0;
    const sent = stubPaymentApi(() => {
      answers += 1;
      return jsonResponse(200, answers < 2 ? approvedRegistration() : paid);
    });
    renderPage(<PaymentCompletePage registration={approvedRegistration()} polling={quickly} />);
    expect(screen.getByRole('status').textContent).toBe('Confirming your payment...');
    expect(await screen.findByRole('heading', { name: 'Payment Received' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Your registration is now complete.');
    expect(sent.map((request) => request.url)).toEqual([
      `/api/transactions/${paid.registrationReference}`,
      `/api/transactions/${paid.registrationReference}`,
    ]);
  });

  it('gives up after the last attempt with a note to check back, failed requests included', async () => {
    let answers = 0;
    const sent = stubPaymentApi(() => {
      answers += 1;
      return answers === 1 ? jsonResponse(500, { title: 'Internal Server Error', status: 500 }) : jsonResponse(200, approvedRegistration());
    });
    renderPage(<PaymentCompletePage registration={approvedRegistration()} polling={quickly} />);
    expect(await screen.findByRole('heading', { name: 'Your payment is being confirmed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'We have not received the confirmation of your payment to Coaches Academy yet. Please check back on this page in a few minutes.',
    );
    expect(screen.queryByText('Payment Received')).toBeNull();
    expect(sent).toHaveLength(3);
  });
});
