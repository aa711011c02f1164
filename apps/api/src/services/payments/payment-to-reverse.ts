import type { Kysely } from 'kysely';
import type { Database, TransactionRow } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';

/**
 * Whether a transaction's authorization code is a real one (spec §5: refund
 * uses the first transaction whose authorization code is non-empty and not '1').
 */
export function hasRealAuthorizationCode(authorizationCode: string | null): boolean {
  const code = authorizationCode?.trim() ?? '';
  return code !== '' && code !== '1';
}

/**
 * The payment a refund or void gives back (spec §5): the registration's
 * first payment transaction (by id) with a real authorization code. 409
 * problem when there is none.
 */
export async function paymentToReverse(db: Kysely<Database>, registrationId: number): Promise<TransactionRow> {
  const payments = await db
    .selectFrom('transactions')
    .selectAll()
    .where('registration_id', '=', registrationId)
    .where('kind', '=', 'payment')
    .orderBy('id')
    .execute();
  const payment = payments.find((row) => hasRealAuthorizationCode(row.authorization_code));
  if (payment === undefined) throw new ProblemError(409, 'No card payment', 'This registration has no card payment to give back.');
  return payment;
}
