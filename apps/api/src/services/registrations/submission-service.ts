import { randomUUID } from 'node:crypto';
import { projectAnswers } from '@huddle/form-engine';
import type { ContentLanguage, SubmitResponseResponse } from '@huddle/schemas';
import { programEmailMessage } from '../email/program-email.ts';
import { ProblemError, type InvalidParam } from '../../errors/problem-error.ts';
import { findProgram } from '../programs/find-program.ts';
import { getFormVersion, type StoredFormVersion } from '../programs/form-version-service.ts';
import { validatorForVersion } from '../programs/form-validator-cache.ts';
import { recordedDisclaimer } from './legal-disclaimer.ts';
import { isProgramClosed } from '../programs/program-closing.ts';
import { withPlayerDatabaseAnswers } from './player-database-answers.ts';
import { readProgramSettings } from '../programs/program-settings.ts';
import { registrationAnswerColumns } from './registration-columns.ts';
import { initialStatus, statusOf } from './registration-status.ts';
import { sanitizeRichText } from '@huddle/program-rules/server';
import type { ServiceContext } from '../service-context.ts';
import { APPLICANT, writeSubmission } from './submission-write.ts';
import { settingsInLanguage } from '../translations/settings-in-language.ts';

/** POST /api/events/{eventId}/responses body, with the program id from the path. */
export interface SubmissionInput {
  eventId: number;
  /** The form version the applicant loaded (any version of this program). */
  formVersionId: number;
  answers: Record<string, unknown>;
  /** spec §4 Disclaimer: 1 when the applicant agreed to the release agreement (required where the program asks). */
  legalDisclaimer?: number;
  /** Resume token of the saved draft the application was finished from: closed in the same transaction (closeDraftOnSubmit). */
  draftToken?: string;
  /** The language the applicant used (default 'en'): stored; the message and the confirmation email in it. */
  language?: ContentLanguage;
  /** The request's Idempotency-Key, recorded with the result in the same transaction (see submitOnce). */
  idempotencyKey?: string;
}

/** What the applicant is told after a stored submission (schemas/api/submit-response-response.schema.json). */
export type SubmissionResult = SubmitResponseResponse;

/** Title of the 409 problem for a closed program (spec §2 closed page text). */
export const CLOSED_TITLE = 'The application for this program is now closed';

/**
 * Stores an application (ARCHITECTURE.md §1). Checks, in order: the program
 * exists (404), is open (409, spec §4 "Form closed"), the release agreement
 * was accepted where the program asks for it (422 naming legalDisclaimer;
 * stored as legal_disclaimer 1), the form version belongs
 * to it (422 naming formVersionId), a PlayerDbInfo playerId names a player
 * (422 otherwise; its fields are then taken from the player database, see
 * withPlayerDatabaseAnswers), the answers, trimmed (trimAnswers: free text
 * without leading and trailing whitespace, blank answers left out; stored
 * so), pass createValidator() for that version (422 'Invalid answers', one invalid_params entry per failing
 * field). Then one transaction (writeSubmission: on SQLite shared with the
 * submissions arriving meanwhile, each in its own savepoint; on Postgres one
 * statement where it can be) writes the registration with its projected
 * columns (search_name = lower-case 'first last') and a new payment
 * reference (uuid v4, the value of its payment link), the first status_log
 * row (changed_by 'Applicant'), and queues the submission confirmation email
 * (programEmailMessage 'submission'), in the applicant's language (the
 * program's Spanish texts for 'es' where it has them, else English; the
 * language is stored on the registration). Initial status per initialStatus().
 * The same transaction claims the uploads the FileUpload answers name
 * (claimUploads: 422 naming the answer unless each is an unclaimed upload of
 * this program and slot; nothing is stored then). A Legends Directory
 * submission is also recorded in the Legends area (recordLegendApplication).
 * With an idempotencyKey the same transaction records it with the result
 * (recordSubmissionKey: RepeatedSubmissionError when the key is taken; see
 * submitOnce). With a draftToken, the same transaction then closes that
 * saved draft (closeDraftOnSubmit: 410 and nothing stored unless it is an
 * open, unexpired draft of this program), so a draft is submitted once.
 */
export async function submitApplication(ctx: ServiceContext, input: SubmissionInput): Promise<SubmissionResult> {
  const program = await findProgram(ctx.db, input.eventId);
  const settings = readProgramSettings(program);
  const now = ctx.now();
  if (isProgramClosed({ activeEvent: program.active_event === 1, applicationDueDate: program.application_due_date }, now)) {
    throw new ProblemError(409, CLOSED_TITLE, `${CLOSED_TITLE}.`);
  }
  const legalDisclaimer = recordedDisclaimer(program.family, settings, input.legalDisclaimer);
  const version = await versionOfProgram(ctx, input);
  const filled = await withPlayerDatabaseAnswers(ctx, version.compiled, input.answers);
  const { answers, result } = (await validatorForVersion(ctx.db, version)).judge(filled);
  input = { ...input, answers: answers as Record<string, unknown> };
  if (!result.valid) {
    const invalidParams: InvalidParam[] = result.errors.map((error) => ({
      name: error.path,
      reason: error.message,
      friendlyName: error.friendlyName,
    }));
    throw new ProblemError(422, 'Invalid answers', 'Some answers are missing or not valid.', invalidParams);
  }
  const projected = projectAnswers(version.compiled, input.answers, ctx.registry);
  const columns = registrationAnswerColumns(projected);
  const status = initialStatus(settings);
  const timestamp = now.toISOString();
  const paymentReference = randomUUID();
  const language = input.language ?? 'en';
  const texts = await settingsInLanguage(ctx.db, program.id, settings, language);
  const known = { programId: program.id, email: columns.email, paymentReference, eventName: program.event_name, settings: texts, language };
  return writeSubmission(ctx.db, {
    program,
    compiled: version.compiled,
    registration: {
      program_id: program.id,
      form_version_id: version.id,
      event_year: program.event_year,
      status,
      answers_json: JSON.stringify(input.answers),
      ...columns,
      submitted_at: timestamp,
      modified_at: timestamp,
      status_changed_by: APPLICANT,
      legal_disclaimer: legalDisclaimer,
      payment_reference: paymentReference,
      language,
    },
    answers: input.answers,
    columns,
    email: programEmailMessage('submission', known, ctx.publicUrl ?? '', now),
    result: { status, statusName: statusOf(status).name, submissionMessage: sanitizeRichText(texts.submissionMessage) },
    idempotencyKey: input.idempotencyKey,
    draftToken: input.draftToken,
    now,
  });
}

async function versionOfProgram(ctx: ServiceContext, input: SubmissionInput): Promise<StoredFormVersion> {
  try {
    return await getFormVersion(ctx.db, input.eventId, input.formVersionId);
  } catch (error) {
    if (!(error instanceof ProblemError) || error.status !== 404) throw error;
    throw new ProblemError(422, 'Invalid request body', error.detail, [
      { name: 'formVersionId', reason: 'is not a form version of this program' },
    ]);
  }
}
