import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A JSON object as the Stripe API answers it. */
export type StripeObject = Record<string, unknown> & { id: string; object: string };

/** One request the double received. */
export interface RecordedRequest {
  method: string;
  /** Path without the query, e.g. '/v1/refunds'. */
  path: string;
  idempotencyKey: string | null;
}

/** How the applicant's payment went in {@link StripeApiDouble.payCheckoutSession}. */
export interface PaymentOptions {
  /** Card last four digits, default '4242'. */
  last4?: string;
  /** Card brand code, default 'visa'. */
  brand?: string;
  /** 'manual': the PaymentIntent stays in requires_capture (a void cancels it). Default 'automatic' (succeeded). */
  capture?: 'automatic' | 'manual';
}

/**
 * A local stand-in for the Stripe API (tests only), for the real stripe SDK
 * pointed at it with `new Stripe(key, { host: '127.0.0.1', port, protocol:
 * 'http', maxNetworkRetries: 0 })`. Implements the endpoints the API calls:
 * POST /v1/checkout/sessions, GET /v1/checkout/sessions/{id}, GET
 * /v1/payment_intents/{id} (expand latest_charge), POST
 * /v1/payment_intents/{id}/cancel, POST /v1/refunds. Every POST honours
 * Idempotency-Key as Stripe does: the same key answers the first answer
 * again without doing anything twice. Errors are Stripe-shaped JSON
 * ({ error: { type, code, message } }).
 */
export interface StripeApiDouble {
  host: '127.0.0.1';
  port: number;
  /** Checkout Sessions by id. */
  sessions: Map<string, StripeObject>;
  paymentIntents: Map<string, StripeObject>;
  charges: Map<string, StripeObject>;
  /** Refunds in creation order. */
  refunds: StripeObject[];
  requests: RecordedRequest[];
  /**
   * The applicant pays on the Checkout page: a PaymentIntent (succeeded, or
   * requires_capture) with a card charge; the session becomes complete and
   * paid. Returns the session object as a checkout.session.completed event
   * carries it.
   */
  payCheckoutSession(sessionId: string, options?: PaymentOptions): StripeObject;
  /**
   * The next `count` requests whose path starts with `pathPrefix` are carried
   * out at once but answered only after `delayMs` (a lost or late answer: the
   * SDK times out although Stripe did the work).
   */
  delayNext(pathPrefix: string, delayMs: number, count?: number): void;
  /** A Stripe event object around `object` (id 'evt_...', livemode false). */
  event(type: string, object: StripeObject, id?: string): StripeObject;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body: unknown;
}

interface DelayRule {
  pathPrefix: string;
  delayMs: number;
  remaining: number;
}

/** Starts the Stripe API double on 127.0.0.1 and a free port. */
export async function startStripeApiDouble(): Promise<StripeApiDouble> {
  const state = {
    sessions: new Map<string, StripeObject>(),
    paymentIntents: new Map<string, StripeObject>(),
    charges: new Map<string, StripeObject>(),
    refunds: [] as StripeObject[],
    requests: [] as RecordedRequest[],
    idempotent: new Map<string, Answer>(),
    delays: [] as DelayRule[],
    counter: 0,
  };
  const nextId = (prefix: string): string => `${prefix}_test_${(++state.counter).toString().padStart(8, '0')}`;

  const handlers = {
    post: new Map<RegExp, (match: RegExpExecArray, form: FormValue) => Answer>(),
    get: new Map<RegExp, (match: RegExpExecArray, query: FormValue) => Answer>(),
  };

  handlers.post.set(/^\/v1\/checkout\/sessions$/, (_match, form) => {
    const item = at(form, 'line_items', '0');
    const unitAmount = Number(at(item, 'price_data', 'unit_amount'));
    const quantity = Number(at(item, 'quantity') ?? 1);
    if (!Number.isInteger(unitAmount) || unitAmount < 0)
      return stripeError(400, 'parameter_invalid_integer', 'Invalid integer: line_items[0][price_data][unit_amount]');
    const id = nextId('cs');
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      mode: text(form, 'mode') ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: unitAmount * quantity,
      currency: text(at(item, 'price_data'), 'currency') ?? 'usd',
      client_reference_id: text(form, 'client_reference_id') ?? null,
      customer_email: text(form, 'customer_email') ?? null,
      metadata: at(form, 'metadata') ?? {},
      success_url: text(form, 'success_url') ?? null,
      cancel_url: text(form, 'cancel_url') ?? null,
      payment_intent: null,
      url: `https://checkout.stripe.test/c/pay/${id}`,
      livemode: false,
    };
    state.sessions.set(id, session);
    return { status: 200, body: session };
  });

  handlers.get.set(/^\/v1\/checkout\/sessions\/([\w-]+)$/, (match) => {
    const session = state.sessions.get(match[1] ?? '');
    return session === undefined ? missing('checkout.session', match[1]) : { status: 200, body: session };
  });

  handlers.get.set(/^\/v1\/payment_intents\/([\w-]+)$/, (match, query) => {
    const intent = state.paymentIntents.get(match[1] ?? '');
    if (intent === undefined) return missing('payment_intent', match[1]);
    const expand = Object.values((at(query, 'expand') as Record<string, string> | undefined) ?? {});
    const charge = typeof intent.latest_charge === 'string' ? state.charges.get(intent.latest_charge) : undefined;
    return { status: 200, body: expand.includes('latest_charge') && charge !== undefined ? { ...intent, latest_charge: charge } : intent };
  });

  handlers.post.set(/^\/v1\/payment_intents\/([\w-]+)\/cancel$/, (match) => {
    const intent = state.paymentIntents.get(match[1] ?? '');
    if (intent === undefined) return missing('payment_intent', match[1]);
    if (!['requires_capture', 'requires_payment_method', 'requires_confirmation', 'requires_action'].includes(String(intent.status))) {
      return stripeError(
        400,
        'payment_intent_unexpected_state',
        `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
      );
    }
    intent.status = 'canceled';
    intent.cancellation_reason = 'requested_by_customer';
    return { status: 200, body: intent };
  });

  handlers.post.set(/^\/v1\/refunds$/, (_match, form) => {
    const intentId = text(form, 'payment_intent') ?? '';
    const intent = state.paymentIntents.get(intentId);
    if (intent === undefined) return missing('payment_intent', intentId);
    if (intent.status !== 'succeeded')
      return stripeError(400, 'charge_not_captured', 'This PaymentIntent has no captured charge to refund.');
    const charge = state.charges.get(String(intent.latest_charge));
    if (charge?.refunded === true)
      return stripeError(400, 'charge_already_refunded', `Charge ${String(charge.id)} has already been refunded.`);
    const amount = Number(intent.amount_received);
    const refund: StripeObject = {
      id: nextId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
    };
    if (charge !== undefined) Object.assign(charge, { refunded: true, amount_refunded: amount });
    state.refunds.push(refund);
    return { status: 200, body: refund };
  });

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, { status: 500, body: { error: { type: 'api_error', message: String(error) } } });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = (request.method ?? 'GET').toLowerCase();
    const idempotencyKey = headerValue(request.headers['idempotency-key']);
    state.requests.push({ method: method.toUpperCase(), path: url.pathname, idempotencyKey });

    let answer: Answer;
    if (!/^Bearer sk_/.test(headerValue(request.headers.authorization) ?? '')) {
      answer = { status: 401, body: { error: { type: 'invalid_request_error', message: 'You did not provide a valid API key.' } } };
    } else if (method === 'post' && idempotencyKey !== null && state.idempotent.has(`${url.pathname}\u0000${idempotencyKey}`)) {
      answer = state.idempotent.get(`${url.pathname}\u0000${idempotencyKey}`) as Answer;
    } else {
      answer = route(method, url.pathname, method === 'post' ? parseForm(body) : parseForm(url.search.slice(1)));
      if (method === 'post' && idempotencyKey !== null && answer.status < 500)
        state.idempotent.set(`${url.pathname}\u0000${idempotencyKey}`, answer);
    }
    const delay = takeDelay(url.pathname);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (!response.destroyed) send(response, answer);
  }

  function route(method: string, path: string, form: FormValue): Answer {
    const table = method === 'post' ? handlers.post : method === 'get' ? handlers.get : undefined;
    for (const [pattern, handler] of table ?? []) {
      const match = pattern.exec(path);
      if (match !== null) return handler(match, form);
    }
    return stripeError(404, 'resource_missing', `Unrecognized request URL (${method.toUpperCase()}: ${path}).`);
  }

  function takeDelay(path: string): number {
    const rule = state.delays.find((candidate) => candidate.remaining > 0 && path.startsWith(candidate.pathPrefix));
    if (rule === undefined) return 0;
    rule.remaining -= 1;
    return rule.delayMs;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    sessions: state.sessions,
    paymentIntents: state.paymentIntents,
    charges: state.charges,
    refunds: state.refunds,
    requests: state.requests,
    payCheckoutSession(sessionId, options = {}) {
      const session = state.sessions.get(sessionId);
      if (session === undefined) throw new Error(`The Stripe API double has no Checkout Session ${sessionId}`);
      const amount = Number(session.amount_total);
      const manual = options.capture === 'manual';
      const charge: StripeObject = {
        id: nextId('ch'),
        object: 'charge',
        amount,
        amount_captured: manual ? 0 : amount,
        captured: !manual,
        refunded: false,
        payment_method_details: { type: 'card', card: { brand: options.brand ?? 'visa', last4: options.last4 ?? '4242' } },
      };
      const intent: StripeObject = {
        id: nextId('pi'),
        object: 'payment_intent',
        amount,
        amount_received: manual ? 0 : amount,
        currency: session.currency,
        capture_method: manual ? 'manual' : 'automatic_async',
        status: manual ? 'requires_capture' : 'succeeded',
        latest_charge: charge.id,
        metadata: session.metadata,
      };
      charge.payment_intent = intent.id;
      state.charges.set(charge.id, charge);
      state.paymentIntents.set(intent.id, intent);
      Object.assign(session, { status: 'complete', payment_status: manual ? 'unpaid' : 'paid', payment_intent: intent.id });
      return { ...session };
    },
    delayNext(pathPrefix, delayMs, count = 1) {
      state.delays.push({ pathPrefix, delayMs, remaining: count });
    },
    event(type, object, id = nextId('evt')) {
      return {
        id,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A form-encoded value as Stripe's bracket notation nests it (a[b][0]=x). */
type FormValue = string | { [key: string]: FormValue } | undefined;

/** Parses application/x-www-form-urlencoded with bracket keys into nested objects (array indexes stay keys). */
function parseForm(encoded: string): FormValue {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = value;
      else node = (node[segment] ??= {}) as Record<string, FormValue>;
    });
  }
  return root;
}

function at(value: FormValue, ...path: string[]): FormValue {
  return path.reduce<FormValue>((node, segment) => (typeof node === 'object' ? node[segment] : undefined), value);
}

function text(value: FormValue, key: string): string | undefined {
  const found = at(value, key);
  return typeof found === 'string' ? found : undefined;
}

function stripeError(status: number, code: string, message: string): Answer {
  return { status, body: { error: { type: 'invalid_request_error', code, message } } };
}

function missing(kind: string, id: string | undefined): Answer {
  return stripeError(404, 'resource_missing', `No such ${kind}: '${id ?? ''}'`);
}

function send(response: ServerResponse, answer: Answer): void {
  response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
  response.end(JSON.stringify(answer.body));
}

function headerValue(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
