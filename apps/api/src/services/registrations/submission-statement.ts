import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { takeFirstPrepared } from '../../db/prepared-statements.ts';
import { isUniqueViolation, violatedConstraint } from '../../db/unique-violation.ts';
import { outboxRow } from '../email/enqueue-email.ts';
import { RepeatedSubmissionError } from './submission-keys.ts';
import type { SubmissionResult } from './submission-service.ts';
import { firstStatusLog, type SubmissionWrite } from './submission-write.ts';

/** The primary key of submission_keys (migration 0014): violated when an Idempotency-Key is taken. */
const SUBMISSION_KEY_CONSTRAINT = 'submission_keys_pk';

/**
 * Writes a submission that claims no upload, closes no draft and is not a
 * Legends one in one Postgres statement (writeSubmission; issue 10: one round
 * trip where begin, three or four inserts and commit took six): data-modifying
 * CTEs insert the registration (r), its first status_log row (s), the
 * confirmation email's outbox row when there is one (dedupe key
 * 'submission:<registration id>:<status_log id>', as programEmailDedupeKey
 * gives; ON CONFLICT DO NOTHING like enqueueEmail) and, with an
 * Idempotency-Key, the submission key with the response JSON the
 * sequential path stores (recordSubmissionKey). One statement is one
 * transaction: a failure stores none of it. A taken key violates
 * submission_keys_pk (a concurrent insert of it waits for the other
 * transaction, then fails) and throws RepeatedSubmissionError, as
 * recordSubmissionKey does. A prepared statement (takeFirstPrepared): its
 * text varies only with which columns and parts are present (a few
 * variants), and it returns the id alone. Postgres only: SQLite has no
 * data-modifying CTEs.
 */
export async function insertSubmissionStatement(db: Kysely<Database>, write: SubmissionWrite): Promise<SubmissionResult> {
  const { registration, email, idempotencyKey } = write;
  const rows = db
    .with('r', (q) => q.insertInto('registrations').values(registration).returning('id'))
    .with('s', (q) =>
      q
        .insertInto('status_log')
        .values((eb) => ({ registration_id: eb.selectFrom('r').select('r.id'), ...firstStatusLog(write) }))
        .returning(['id', 'registration_id']),
    );
  const withEmail =
    email === null
      ? rows
      : rows.with('o', (q) =>
          q
            .insertInto('outbox')
            .values({
              ...outboxRow(email),
              dedupe_key: sql<string>`concat(${'submission:'}::text, (select registration_id from s), ':', (select id from s))`,
            })
            .onConflict((conflict) => conflict.column('dedupe_key').doNothing()),
        );
  // The stored response is JSON.stringify({ registrationId, ...result }), its id spliced in by the database.
  const responseTail = JSON.stringify(write.result).slice(1);
  const withKey =
    idempotencyKey === undefined
      ? withEmail
      : withEmail.with('k', (q) =>
          q.insertInto('submission_keys').values((eb) => ({
            program_id: write.program.id,
            idempotency_key: idempotencyKey,
            registration_id: eb.selectFrom('r').select('r.id'),
            response_json: sql<string>`concat('{"registrationId":', (select id from r), ',', ${responseTail}::text)`,
            created_at: write.now.toISOString(),
          })),
        );
  try {
    const { id } = await takeFirstPrepared(db, withKey.selectFrom('r').select('r.id').compile());
    return { registrationId: id, ...write.result };
  } catch (error) {
    if (idempotencyKey !== undefined && isUniqueViolation(error) && violatedConstraint(error) === SUBMISSION_KEY_CONSTRAINT) {
      throw new RepeatedSubmissionError(write.program.id, idempotencyKey);
    }
    throw error;
  }
}
