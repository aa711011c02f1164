import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../api/create-query-client.ts';
import { createPublicRouter } from '../routes/router.tsx';
import { approvedRegistration, jsonResponse, stubPaymentApi } from '../test-support/fake-payment-api.ts';
import { PaymentPage } from './payment-page.tsx';
import { paymentSearch } from './payment-route-data.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const reference = approvedRegistration().registrationReference;

function renderAt(url: string) {
  const queryClient = createQueryClient();
  const router = createPublicRouter({ history: createMemoryHistory({ initialEntries: [url] }), queryClient });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('/payment (spec §2 payment page)', () => {
  it('shows Loading... then the payment details of the registration', async () => {
    let answer: (response: Response) => void = () => undefined;
    const sent = stubPaymentApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderAt(`/payment?registration=${reference}`);

    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
    expect(sent).toEqual([{ method: 'GET', url: `/api/transactions/${reference}`, body: undefined }]);
    answer(jsonResponse(200, approvedRegistration()));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Details for Coaches Academy' })).toBeTruthy();
    const details = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toEqual({
      'Applicant Name': 'Jordan Rivers',
      'Program Dates': 'June 1, 2026 - June 4, 2026',
      'Program Fee': '$250.00',
    });
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
    expect(document.title).toBe('Payment Details for Coaches Academy');
  });

  it('thanks the applicant instead of offering Pay Now when the registration is Paid', async () => {
    stubPaymentApi(() => jsonResponse(200, approvedRegistration({ status: 4, statusName: 'Paid', paid: true })));
    renderAt(`/payment?registration=${reference}`);
    expect(
      await screen.findByText('Thank you for your payment to Coaches Academy. If you have any questions, please contact Player Engagement'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(screen.queryByText('Program Fee')).toBeNull();
  });

  it('says a cancelled checkout was not completed and keeps Pay Now', async () => {
    stubPaymentApi(() => jsonResponse(200, approvedRegistration()));
    renderAt(`/payment?registration=${reference}&cancelled=1`);
    const note = await screen.findByText(/Your payment was not completed/);
    expect(note.getAttribute('role')).toBe('status');
    expect(note.textContent).toContain('You can try again with Pay Now.');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('keeps the address the checkout returns to as it is (the server renders a page only at its own address)', async () => {
    stubPaymentApi(() => jsonResponse(200, approvedRegistration()));
    const router = renderAt(`/payment?registration=${reference}&cancelled=1&session=cs_test_1`);
    await screen.findByText(/Your payment was not completed/);
    expect(router.state.location.href).toBe(`/payment?registration=${reference}&cancelled=1&session=cs_test_1`);
    expect(paymentSearch({ registration: ` ${reference} `, cancelled: '1', session: 'cs_1', other: 'x' })).toEqual({
      registration: reference,
      cancelled: '1',
      session: 'cs_1',
    });
    expect(paymentSearch({ registration: reference, cancelled: 'no', session: 3 })).toEqual({ registration: reference });
  });

  it('sends an unknown reference, or none, to the error page', async () => {
    stubPaymentApi(() => jsonResponse(404, { title: 'Not Found', status: 404, detail: 'No registration has this payment reference.' }));
    const router = renderAt('/payment?registration=not-a-reference');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error');
    cleanup();

    const second = renderAt('/payment');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(second.state.location.pathname).toBe('/error');
  });

  it("shows 'Error: {description}' when the registration cannot be loaded, and tries again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    stubPaymentApi(() =>
      fail
        ? jsonResponse(503, { title: 'Service Unavailable', status: 503, detail: 'The database is not reachable.' })
        : jsonResponse(200, approvedRegistration()),
    );
    renderAt(`/payment?registration=${reference}`);
    expect((await screen.findByRole('alert')).textContent).toBe('Error: The database is not reachable.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Payment Details for Coaches Academy' })).toBeTruthy();
  });
});

describe('PaymentPage Pay Now', () => {
  it('opens a checkout session and goes to its address', async () => {
    const sent = stubPaymentApi(() => jsonResponse(201, { checkoutUrl: '/payment/sandbox?session=42' }));
    const onCheckout = vi.fn();
    render(<PaymentPage registration={approvedRegistration()} onCheckout={onCheckout} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(onCheckout).toHaveBeenCalledExactlyOnceWith('/payment/sandbox?session=42'));
    expect(sent).toEqual([{ method: 'POST', url: `/api/transactions/${reference}/payment`, body: undefined }]);
  });

  it("reads 'Error: {description}' when the server refuses, and can be pressed again", async () => {
    let answer = jsonResponse(409, { title: 'Conflict', status: 409, detail: 'This registration cannot be paid yet.' });
    stubPaymentApi(() => answer);
    const onCheckout = vi.fn();
    const user = userEvent.setup();
    render(<PaymentPage registration={approvedRegistration()} onCheckout={onCheckout} cancelled />);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error: This registration cannot be paid yet.');
    expect(screen.queryByText(/Your payment was not completed/)).toBeNull();
    expect(onCheckout).not.toHaveBeenCalled();

    answer = jsonResponse(201, { checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(onCheckout).toHaveBeenCalledExactlyOnceWith('https://checkout.stripe.com/c/pay/cs_test_1'));
  });

  it('shows the network failure when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<PaymentPage registration={approvedRegistration()} onCheckout={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay Now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The server could not be reached. Please check your connection and try again.',
    );
  });
});

describe('/payment-complete', () => {
  it("loads the registration of the reference and shows 'Payment Received' once it is Paid", async () => {
    const sent = stubPaymentApi(() => jsonResponse(200, approvedRegistration({ status: 4, statusName: 'Paid', paid: true })));
    renderAt(`/payment-complete?registration=${reference}&session=cs_test_1`);
    expect(await screen.findByRole('heading', { name: 'Payment Received' })).toBeTruthy();
    expect(sent.map((request) => request.url)).toEqual([`/api/transactions/${reference}`]);
  });

  it('sends an unknown reference to the error page', async () => {
    stubPaymentApi(() => jsonResponse(404, { title: 'Not Found', status: 404 }));
    const router = renderAt('/payment-complete?registration=unknown');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error');
  });
});
