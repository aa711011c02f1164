import { vi } from 'vitest';
import type { PaymentRegistration } from '../api/payment-types.ts';

/** One request the payment pages sent to the (stubbed) API. */
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** Answers one request; a test decides by method and address. */
export type ApiAnswer = (request: SentRequest) => Response | Promise<Response>;

/** A JSON answer; 4xx/5xx ones are problem+json like the API's. */
export function jsonResponse(status: number, body: unknown): Response {
  const contentType = status >= 400 ? 'application/problem+json' : 'application/json';
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}

/** Replaces the global fetch (which the API client calls with one Request) with `answer` (undo with vi.unstubAllGlobals) and records what was sent. */
export function stubPaymentApi(answer: ApiAnswer): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const address = new URL(input.url);
      const text = await input.text();
      const request = { method: input.method, url: address.pathname + address.search, body: text === '' ? undefined : JSON.parse(text) };
      sent.push(request);
      return answer(request);
    }),
  );
  return sent;
}

/** A registration of the coaches academy awaiting payment (Approved, fee $250). */
export function approvedRegistration(overrides: Partial<PaymentRegistration> = {}): PaymentRegistration {
  return {
    registrationReference: '6b1f9c0e-2a8d-4a53-9f0e-3c1d2b7a8e41',
    eventId: 7,
    eventName: 'Coaches Academy',
    applicantName: 'Jordan Rivers',
    startDate: '2026-06-01',
    endDate: '2026-06-04',
    programFee: 250,
    status: 2,
    statusName: 'Approved',
    paid: false,
    ...overrides,
  };
}
