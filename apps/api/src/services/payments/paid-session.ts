import type { Kysely } from 'kysely';
import type { Database, PaymentSessionRow } from '../../db/database.ts';
import { readProgramSettings } from '../programs/program-settings.ts';
import { payableStatusOf, PaymentStatus } from './payability.ts';
import { enqueuePaymentReceivedEmail } from './payment-received-email.ts';

/** Who the status log names for a status set by a payment. */
export const PAYMENT_ACTOR = 'Payment';

/** The payment of a paid checkout session, as a transaction row records it (spec §3 Transaction). */
export interface RecordedPayment {
  /** transactionNum: the PaymentIntent id (or the sandbox payment id). */
  transactionNum: string;
  /** authorizationCode: the Charge id (or the sandbox charge id); null when unknown. */
  authorizationCode: string | null;
  cardLastFour: string | null;
  /** paymentMethod, e.g. 'Visa ending 4242'. */
  paymentMethod: string;
  amountCents: number;
  description: string;
}

/** What applying a paid session did. */
export type PaidSessionOutcome =
  /** Payment recorded, registration now Paid. */
  | 'paid'
  /** The session was already complete: nothing recorded again. */
  | 'already-recorded'
  /** Payment recorded, but the registration was not in its payable status (e.g. already Paid by another session): status unchanged. */
  | 'recorded-not-payable';

/**
 * The effect of a paid checkout session, shared by the Stripe webhook
 * (checkout.session.completed with payment_status 'paid', or
 * checkout.session.async_payment_succeeded) and the sandbox checkout. Run
 * it inside the caller's transaction. In order: marks the session
 * 'complete' (only if it was not: a session already complete records
 * nothing twice); writes the payment transaction (kind 'payment', positive
 * cents); then, only when the registration is in its payable status
 * (Approved 2 with acceptance, Unpaid 7 without), sets status Paid (4) with
 * status_changed_by 'Payment', a status_log row (changed_by 'Payment'), an
 * audit row ('registration.payment') and the 'payment received' email.
 * Otherwise the money is still recorded, with an audit row
 * ('payment.unexpected') for staff to look at.
 */
export async function applyPaidSession(
  trx: Kysely<Database>,
  session: PaymentSessionRow,
  payment: RecordedPayment,
  now: Date,
): Promise<PaidSessionOutcome> {
  const at = now.toISOString();
  const completed = await trx
    .updateTable('payment_sessions')
    .set({ status: 'complete', completed_at: at })
    .where('id', '=', session.id)
    .where('status', '!=', 'complete')
    .executeTakeFirst();
  if (Number(completed.numUpdatedRows) === 0) return 'already-recorded';

  const transaction = await trx
    .insertInto('transactions')
    .values({
      registration_id: session.registration_id,
      transaction_date: at,
      payment_method: payment.paymentMethod,
      amount_paid_cents: payment.amountCents,
      transaction_num: payment.transactionNum,
      authorization_code: payment.authorizationCode,
      description: payment.description,
      card_last_four: payment.cardLastFour,
      kind: 'payment',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const registration = await trx
    .selectFrom('registrations')
    .innerJoin('programs', 'programs.id', 'registrations.program_id')
    .select([
      'registrations.id',
      'registrations.program_id',
      'registrations.status',
      'registrations.email',
      'programs.event_name',
      'programs.settings_json',
    ])
    .where('registrations.id', '=', session.registration_id)
    .executeTakeFirstOrThrow();
  const payable = payableStatusOf(readProgramSettings(registration));
  const paid = await trx
    .updateTable('registrations')
    .set({ status: PaymentStatus.Paid, status_changed_by: PAYMENT_ACTOR, modified_at: at })
    .where('id', '=', registration.id)
    .where('status', '=', payable)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const statusChanged = Number(paid.numUpdatedRows) === 1;

  await trx
    .insertInto('audit_log')
    .values({
      at,
      actor: null,
      action: statusChanged ? 'registration.payment' : 'payment.unexpected',
      target: `registration:${registration.id}`,
      before_json: JSON.stringify({ status: registration.status }),
      after_json: JSON.stringify({
        status: statusChanged ? PaymentStatus.Paid : registration.status,
        transactionId: transaction.id,
        paymentSessionId: session.id,
        amountCents: payment.amountCents,
      }),
    })
    .execute();
  if (!statusChanged) return 'recorded-not-payable';

  await trx
    .insertInto('status_log')
    .values({ registration_id: registration.id, status: PaymentStatus.Paid, changed_by: PAYMENT_ACTOR, changed_at: at })
    .execute();
  await enqueuePaymentReceivedEmail(trx, {
    registrationId: registration.id,
    programId: registration.program_id,
    paymentSessionId: session.id,
    eventName: registration.event_name,
    to: registration.email,
    amountCents: payment.amountCents,
    paymentMethod: payment.paymentMethod,
    now,
  });
  return 'paid';
}
