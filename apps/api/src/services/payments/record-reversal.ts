import type { Kysely } from 'kysely';
import type { Database, RegistrationRow, TransactionRow } from '../../db/database.ts';
import { toParticipantRow, type ParticipantRow } from '../participants/participant-row.ts';
import type { StaffActor } from '../registrations/status-change-service.ts';
import { PaymentStatus } from './payability.ts';
import type { ProviderReversal } from './payment-provider.ts';

/** A refund or void the provider carried out, to record. */
export interface Reversal {
  kind: 'refund' | 'void';
  registration: RegistrationRow;
  /** The payment given back. */
  payment: TransactionRow;
  result: ProviderReversal;
  description: string;
  actor: StaffActor;
  now: Date;
}

/**
 * Records a refund or void in one transaction: the transaction row first
 * (kind 'refund' or 'void', negative cents, transaction_num = the provider's
 * refund or PaymentIntent id; UNIQUE (kind, transaction_num), so a retried
 * or concurrent request that got the same refund from the provider records
 * nothing twice), then status Refunded (5) while still Paid (4), a
 * status_log row (the actor's display name) and an audit row
 * ('registration.refund' or 'registration.void', actor = email). Resolves
 * the participant after it.
 */
export async function recordReversal(db: Kysely<Database>, reversal: Reversal): Promise<ParticipantRow> {
  const at = reversal.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('transactions')
      .values({
        registration_id: reversal.registration.id,
        transaction_date: at,
        payment_method: reversal.payment.payment_method,
        amount_paid_cents: -Math.abs(reversal.result.amountCents),
        transaction_num: reversal.result.id,
        authorization_code: reversal.payment.authorization_code,
        description: reversal.description,
        card_last_four: reversal.payment.card_last_four,
        kind: reversal.kind,
        created_at: at,
      })
      .onConflict((conflict) => conflict.columns(['kind', 'transaction_num']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted !== undefined) await applyRefundedStatus(trx, reversal, inserted.id, at);
    const row = await trx.selectFrom('registrations').selectAll().where('id', '=', reversal.registration.id).executeTakeFirstOrThrow();
    return toParticipantRow(row);
  });
}

async function applyRefundedStatus(trx: Kysely<Database>, reversal: Reversal, transactionId: number, at: string): Promise<void> {
  const { registration, actor } = reversal;
  const updated = await trx
    .updateTable('registrations')
    .set({ status: PaymentStatus.Refunded, status_changed_by: actor.displayName, modified_at: at })
    .where('id', '=', registration.id)
    .where('status', '=', PaymentStatus.Paid)
    .executeTakeFirst();
  const changed = Number(updated.numUpdatedRows) === 1;
  if (changed) {
    await trx
      .insertInto('status_log')
      .values({ registration_id: registration.id, status: PaymentStatus.Refunded, changed_by: actor.displayName, changed_at: at })
      .execute();
  }
  await trx
    .insertInto('audit_log')
    .values({
      at,
      actor: actor.email,
      action: `registration.${reversal.kind}`,
      target: `registration:${registration.id}`,
      before_json: JSON.stringify({ status: registration.status }),
      after_json: JSON.stringify({
        status: changed ? PaymentStatus.Refunded : registration.status,
        transactionId,
        paymentTransactionId: reversal.payment.id,
        providerId: reversal.result.id,
        amountCents: -Math.abs(reversal.result.amountCents),
      }),
    })
    .execute();
}
