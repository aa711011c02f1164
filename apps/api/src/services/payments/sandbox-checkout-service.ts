import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SandboxCompleteResponse, SandboxSessionResponse } from '@huddle/schemas';
import type { Database, PaymentSessionRow } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { applyPaidSession } from './paid-session.ts';
import type { PaymentContext } from './payment-context.ts';
import { sandboxCardOutcome, SANDBOX_DECLINED_CARD, SANDBOX_SUCCESS_CARD } from './sandbox-cards.ts';
import { SANDBOX_ID_PREFIX } from './sandbox-provider.ts';

/** Title of the 402 problem of the declined test card (shown on the payment page as 'Error: {description}'). */
export const CARD_DECLINED = 'Your card was declined.';

/**
 * GET /api/payment-sessions/{id}/sandbox: the sandbox session the sandbox
 * checkout page shows. 404 problem unless the app runs the sandbox checkout
 * and the session is a sandbox session.
 */
export async function getSandboxSession(ctx: PaymentContext, sessionId: string): Promise<SandboxSessionResponse> {
  const session = await findSandboxSession(ctx, sessionId);
  const program = await ctx.db
    .selectFrom('registrations')
    .innerJoin('programs', 'programs.id', 'registrations.program_id')
    .select('programs.event_name')
    .where('registrations.id', '=', session.registration_id)
    .executeTakeFirstOrThrow();
  return {
    sessionId: session.provider_session_id,
    eventName: program.event_name,
    amountCents: session.amount_cents,
    status: session.status,
  };
}

/**
 * POST /api/payment-sessions/{id}/sandbox/complete { cardNumber }: pays a
 * sandbox session with a test card. 4242 4242 4242 4242: applyPaidSession
 * (the same effect as a Stripe checkout.session.completed) in one
 * transaction, then { redirectUrl: '/payment-complete?registration={reference}&session={id}' };
 * paying an already complete session again changes nothing and answers the
 * same. 4000 0000 0000 0002: 402 problem 'Your card was declined.' (nothing
 * recorded; the applicant may try again). Another number: 422 naming
 * cardNumber. 409 when the session expired or failed; 404 as getSandboxSession.
 */
export async function completeSandboxSession(ctx: PaymentContext, sessionId: string, cardNumber: string): Promise<SandboxCompleteResponse> {
  const session = await findSandboxSession(ctx, sessionId);
  const card = sandboxCardOutcome(cardNumber);
  if (card.outcome === 'unknown') {
    throw new ProblemError(422, 'Invalid request body', 'The sandbox checkout takes test cards only.', [
      {
        name: 'cardNumber',
        reason: `use ${groupDigits(SANDBOX_SUCCESS_CARD)} (succeeds) or ${groupDigits(SANDBOX_DECLINED_CARD)} (declined)`,
      },
    ]);
  }
  if (session.status === 'expired' || session.status === 'failed') {
    throw new ProblemError(409, 'Payment session closed', 'This payment session is no longer open. Start the payment again.');
  }
  if (card.outcome === 'declined') throw new ProblemError(402, CARD_DECLINED, CARD_DECLINED);

  const paymentId = randomUUID();
  await ctx.db.transaction().execute((trx) =>
    applyPaidSession(
      trx,
      session,
      {
        transactionNum: `${SANDBOX_ID_PREFIX}pi_${paymentId}`,
        authorizationCode: `${SANDBOX_ID_PREFIX}ch_${paymentId}`,
        cardLastFour: card.lastFour,
        paymentMethod: `${card.brand} ending ${card.lastFour}`,
        amountCents: session.amount_cents,
        description: 'Payment received (sandbox checkout: test card, no money moved).',
      },
      ctx.now(),
    ),
  );
  const reference = await paymentReferenceOf(ctx.db, session.registration_id);
  return {
    redirectUrl: `/payment-complete?registration=${encodeURIComponent(reference)}&session=${encodeURIComponent(session.provider_session_id)}`,
  };
}

async function findSandboxSession(ctx: PaymentContext, sessionId: string): Promise<PaymentSessionRow> {
  const session =
    ctx.provider.name === 'sandbox' && sessionId.startsWith(SANDBOX_ID_PREFIX)
      ? await ctx.db
          .selectFrom('payment_sessions')
          .selectAll()
          .where('provider_session_id', '=', sessionId)
          .where('provider', '=', 'sandbox')
          .executeTakeFirst()
      : undefined;
  if (session === undefined) throw new ProblemError(404, 'Not Found', 'There is no sandbox payment session with this id.');
  return session;
}

async function paymentReferenceOf(db: Kysely<Database>, registrationId: number): Promise<string> {
  const row = await db.selectFrom('registrations').select('payment_reference').where('id', '=', registrationId).executeTakeFirstOrThrow();
  return row.payment_reference;
}

function groupDigits(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
