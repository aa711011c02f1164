import type { Insertable, Kysely, Transaction } from 'kysely';
import type { CompiledForm } from '@huddle/form-engine';
import type { Database, ProgramRow, RegistrationsTable } from '../../db/database.ts';
import { dialectName } from '../../db/dialect-name.ts';
import { inGroupCommit } from '../../db/group-commit.ts';
import { closeDraftOnSubmit } from '../drafts/close-draft.ts';
import { enqueueEmail, type OutboxMessageContent } from '../email/enqueue-email.ts';
import { programEmailDedupeKey } from '../email/program-email.ts';
import { isLegendsDirectory, recordLegendApplication } from '../legends/legend-application-recorder.ts';
import { claimUploads, uploadReferences } from '../uploads/upload-claims.ts';
import type { RegistrationAnswerColumns } from './registration-columns.ts';
import { recordSubmissionKey } from './submission-keys.ts';
import type { SubmissionResult } from './submission-service.ts';
import { insertSubmissionStatement } from './submission-statement.ts';

/** Who changed the status of a registration its applicant just submitted (status_log.changed_by, spec §7). */
export const APPLICANT = 'Applicant';

/** Everything a checked submission writes, decided before the first write (submitApplication). */
export interface SubmissionWrite {
  program: Pick<ProgramRow, 'id' | 'fixed_role'>;
  compiled: CompiledForm;
  /** The registration row: answers_json, projected columns, status, submitted_at, payment reference, language... */
  registration: Insertable<RegistrationsTable> & { status: number; submitted_at: string };
  /** The stored (trimmed, checked) answers. */
  answers: Record<string, unknown>;
  columns: RegistrationAnswerColumns;
  /** The submission confirmation email (programEmailMessage 'submission'); null when none is sent. */
  email: OutboxMessageContent | null;
  /** What the applicant is told, but the registration id the write assigns. */
  result: Omit<SubmissionResult, 'registrationId'>;
  /** The request's Idempotency-Key (recordSubmissionKey). */
  idempotencyKey?: string;
  /** The saved draft the application was finished from (closeDraftOnSubmit). */
  draftToken?: string;
  now: Date;
}

/**
 * Writes a checked submission as one transaction and resolves the result once
 * it is committed (ARCHITECTURE.md §6): the registration, its first
 * status_log row (changed_by 'Applicant'), the confirmation email in the
 * outbox (dedupe key programEmailDedupeKey('submission', registration,
 * status_log row)), the uploads its FileUpload answers claim (claimUploads),
 * the Legends record (recordLegendApplication), the Idempotency-Key with the
 * result (recordSubmissionKey: RepeatedSubmissionError when taken) and the
 * closing of its draft (closeDraftOnSubmit). On Postgres, a submission that
 * claims no upload, closes no draft and is not a Legends one is written by
 * one statement (insertSubmissionStatement: one round trip instead of
 * begin, three or four inserts and commit); the rest, and every submission
 * on SQLite (inGroupCommit), statement by statement. Errors as those steps;
 * nothing is stored when one fails.
 */
export function writeSubmission(db: Kysely<Database>, write: SubmissionWrite): Promise<SubmissionResult> {
  if (fitsOneStatement(db, write)) return insertSubmissionStatement(db, write);
  return inGroupCommit(db, (trx) => writeSubmissionRows(trx, write));
}

/** The first status_log row of a submission, but its registration id: the initial status, set by 'Applicant' when submitted. */
export function firstStatusLog(write: SubmissionWrite): { status: number; changed_by: string; changed_at: string } {
  return { status: write.registration.status, changed_by: APPLICANT, changed_at: write.registration.submitted_at };
}

function fitsOneStatement(db: Kysely<Database>, write: SubmissionWrite): boolean {
  return (
    dialectName(db) === 'postgres' &&
    !db.isTransaction &&
    write.draftToken === undefined &&
    !isLegendsDirectory(write.program) &&
    uploadReferences(write.compiled, write.answers).length === 0
  );
}

async function writeSubmissionRows(trx: Transaction<Database>, write: SubmissionWrite): Promise<SubmissionResult> {
  const { program, registration, now } = write;
  const { id } = await trx.insertInto('registrations').values(registration).returning('id').executeTakeFirstOrThrow();
  await claimUploads(trx, { programId: program.id, registrationId: id, compiled: write.compiled, answers: write.answers });
  await recordLegendApplication(trx, {
    program,
    registrationId: id,
    answers: write.answers,
    columns: write.columns,
    at: registration.submitted_at,
  });
  const statusLog = await trx
    .insertInto('status_log')
    .values({ registration_id: id, ...firstStatusLog(write) })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (write.email !== null) {
    await enqueueEmail(trx, { ...write.email, dedupeKey: programEmailDedupeKey('submission', id, statusLog.id) });
  }
  const result: SubmissionResult = { registrationId: id, ...write.result };
  if (write.idempotencyKey !== undefined) {
    await recordSubmissionKey(trx, { programId: program.id, idempotencyKey: write.idempotencyKey, result, now });
  }
  if (write.draftToken !== undefined) {
    await closeDraftOnSubmit(trx, { token: write.draftToken, programId: program.id, registrationId: id, now });
  }
  return result;
}
