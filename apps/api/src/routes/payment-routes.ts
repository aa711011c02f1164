import { Hono, type MiddlewareHandler } from 'hono';
import type { RefundRequest, SandboxCompleteRequest } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { requireProgramAccess } from '../auth/program-scope.ts';
import { currentUser, requirePermission } from '../auth/session-middleware.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { validJson, validParams } from '../http/validate-request.ts';
import { startPayment } from '../services/payments/checkout-service.ts';
import type { PaymentContext } from '../services/payments/payment-context.ts';
import { findRegistrationById, getPaymentSummary } from '../services/payments/payment-registration.ts';
import { refundRegistration } from '../services/payments/refund-service.ts';
import { completeSandboxSession, getSandboxSession } from '../services/payments/sandbox-checkout-service.ts';
import { voidRegistration } from '../services/payments/void-service.ts';
import { actorOf } from './participant-routes.ts';

/**
 * Program fees (spec §2 'Payment page', §7 transactions calls):
 * - GET /api/transactions/{reference} (public) → PaymentSummaryResponse;
 * - POST /api/transactions/{reference}/payment (public) → 201 { checkoutUrl };
 * - GET /api/payment-sessions/{id}/sandbox (public, sandbox only) → SandboxSessionResponse;
 * - POST /api/payment-sessions/{id}/sandbox/complete { cardNumber } (public,
 *   sandbox only) → { redirectUrl }; 402 'Your card was declined.';
 * - POST /api/transactions/{registrationId}/refund { creditCardLastFour } and
 *   POST /api/transactions/{registrationId}/void (participants.refund, and the
 *   program scope of the registration's program) → { participant, description }.
 */
export function paymentRoutes(ctx: PaymentContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = { db: ctx.db, now: ctx.now };

  const summary = apiOperations.getPaymentSummary;
  routes.get(routePath(summary), validParams<{ reference: string }>(summary), async (c) =>
    c.json(await getPaymentSummary(ctx.db, c.req.valid('param').reference)),
  );

  const start = apiOperations.startPayment;
  routes.post(routePath(start), validParams<{ reference: string }>(start), async (c) =>
    c.json(await startPayment(ctx, c.req.valid('param').reference), 201),
  );

  const sandbox = apiOperations.getSandboxSession;
  routes.get(routePath(sandbox), validParams<{ id: string }>(sandbox), async (c) =>
    c.json(await getSandboxSession(ctx, c.req.valid('param').id)),
  );

  const complete = apiOperations.completeSandboxSession;
  routes.post(routePath(complete), validParams<{ id: string }>(complete), validJson<SandboxCompleteRequest>(complete), async (c) =>
    c.json(await completeSandboxSession(ctx, c.req.valid('param').id, c.req.valid('json').cardNumber)),
  );

  const refund = apiOperations.refundRegistration;
  routes.post(
    routePath(refund),
    requirePermission(refund.permission, session),
    validParams<{ registrationId: number }>(refund),
    registrationScope(ctx),
    validJson<RefundRequest>(refund),
    async (c) => {
      const { registrationId } = c.req.valid('param');
      const { creditCardLastFour } = c.req.valid('json');
      return c.json(await refundRegistration(ctx, { registrationId, creditCardLastFour, actor: actorOf(c) }));
    },
  );

  const voidPayment = apiOperations.voidRegistration;
  routes.post(
    routePath(voidPayment),
    requirePermission(voidPayment.permission, session),
    validParams<{ registrationId: number }>(voidPayment),
    registrationScope(ctx),
    async (c) => c.json(await voidRegistration(ctx, { registrationId: c.req.valid('param').registrationId, actor: actorOf(c) })),
  );
  return routes;
}

/**
 * Program scope for routes that name a registration, not a program: 404
 * problem for an unknown or removed registration, then requireProgramAccess
 * on its program (403 with one audit row outside the staff member's program
 * families). Place after requirePermission and validParams.
 */
function registrationScope(ctx: PaymentContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = currentUser(c);
    const registrationId = Number(c.req.param('registrationId'));
    if (user !== null && Number.isSafeInteger(registrationId)) {
      const { program } = await findRegistrationById(ctx.db, registrationId);
      await requireProgramAccess(ctx, user, program.id, `${c.req.method} ${c.req.path}`);
    }
    await next();
  };
}
