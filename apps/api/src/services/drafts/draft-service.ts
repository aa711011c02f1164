import type { Kysely, Selectable } from 'kysely';
import type { DraftCreateRequest, DraftResponse, DraftSavedResponse, DraftUpdateRequest } from '@huddle/schemas';
import type { Database, DraftsTable } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { findProgram } from '../programs/find-program.ts';
import { getFormVersion } from '../programs/form-version-service.ts';
import { isProgramClosed } from '../programs/program-closing.ts';
import { CLOSED_TITLE } from '../registrations/submission-service.ts';
import type { ServiceContext } from '../service-context.ts';
import { DRAFT_TTL_MS, draftTokenHash, newDraftToken } from './draft-token.ts';
import { enqueueResumeEmail, resumeLink } from './resume-email.ts';
import { draftGone } from './close-draft.ts';

/**
 * Save and finish later (POST /api/events/{eventId}/drafts): checks the
 * program exists (404) and is open (409), the form version is one of its
 * versions (422 naming formVersionId) and programPath is a public path of
 * this program (422 naming programPath); then one transaction stores the
 * draft (answers as given, only the token's sha-256, expiring 30 days from
 * now) and queues the resume email (enqueueResumeEmail). Answers the token
 * and the expiry.
 */
export async function createDraft(ctx: ServiceContext, eventId: number, input: DraftCreateRequest): Promise<DraftSavedResponse> {
  const now = ctx.now();
  const program = await openProgram(ctx, eventId, now);
  await checkFormVersion(ctx, eventId, input.formVersionId);
  const path = await ctx.db
    .selectFrom('program_paths')
    .select(['path', 'program_id'])
    .where('path_key', '=', input.programPath.replace(/^\/+/, '').toLowerCase())
    .executeTakeFirst();
  if (path === undefined || path.program_id !== eventId) {
    throw new ProblemError(422, 'Invalid request body', 'programPath is not a public path of this program.', [
      { name: 'programPath', reason: 'is not a public path of this program' },
    ]);
  }
  const token = newDraftToken();
  const expiresAt = new Date(now.getTime() + DRAFT_TTL_MS);
  await ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('drafts')
      .values({
        program_id: eventId,
        form_version_id: input.formVersionId,
        program_path: path.path,
        answers_json: JSON.stringify(input.answers),
        email: input.email,
        token_hash: draftTokenHash(token),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        submitted_at: null,
        registration_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueResumeEmail(trx, {
      draftId: id,
      programId: eventId,
      eventName: program.program_display_name || program.event_name,
      to: input.email,
      link: resumeLink(ctx.publicUrl, path.path, token),
      expiresAt,
      now,
    });
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * An open draft by its resume token (GET /api/drafts/{token}): 404 when no
 * draft has the token, 410 when it expired or was submitted, 409 when its
 * program closed since.
 */
export async function openDraft(ctx: ServiceContext, token: string): Promise<DraftResponse> {
  const now = ctx.now();
  const draft = await liveDraft(ctx.db, token, now);
  await openProgram(ctx, draft.program_id, now);
  return {
    eventId: draft.program_id,
    programPath: draft.program_path,
    formVersionId: draft.form_version_id,
    answers: JSON.parse(draft.answers_json) as Record<string, unknown>,
    email: draft.email,
    expiresAt: draft.expires_at,
  };
}

/**
 * Saves a draft again (PUT /api/drafts/{token}): the same checks as
 * openDraft, a form version of the draft's program (422), then the answers
 * and version replace the saved ones and the 30 days start again. No email.
 */
export async function updateDraft(ctx: ServiceContext, token: string, input: DraftUpdateRequest): Promise<DraftSavedResponse> {
  const now = ctx.now();
  const draft = await liveDraft(ctx.db, token, now);
  await openProgram(ctx, draft.program_id, now);
  await checkFormVersion(ctx, draft.program_id, input.formVersionId);
  const expiresAt = new Date(now.getTime() + DRAFT_TTL_MS);
  const updated = await ctx.db
    .updateTable('drafts')
    .set({
      form_version_id: input.formVersionId,
      answers_json: JSON.stringify(input.answers),
      updated_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .where('id', '=', draft.id)
    .where('submitted_at', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw draftGone('was already submitted');
  return { token, expiresAt: expiresAt.toISOString() };
}

async function liveDraft(db: Kysely<Database>, token: string, now: Date): Promise<Selectable<DraftsTable>> {
  const draft = await db.selectFrom('drafts').selectAll().where('token_hash', '=', draftTokenHash(token)).executeTakeFirst();
  if (draft === undefined) throw new ProblemError(404, 'Not Found', 'No saved application has this link.');
  if (draft.submitted_at !== null) throw draftGone('was already submitted');
  if (draft.expires_at <= now.toISOString()) throw draftGone('expired');
  return draft;
}

async function openProgram(ctx: ServiceContext, eventId: number, now: Date) {
  const program = await findProgram(ctx.db, eventId);
  if (isProgramClosed({ activeEvent: program.active_event === 1, applicationDueDate: program.application_due_date }, now)) {
    throw new ProblemError(409, CLOSED_TITLE, `${CLOSED_TITLE}.`);
  }
  return program;
}

async function checkFormVersion(ctx: ServiceContext, eventId: number, formVersionId: number): Promise<void> {
  try {
    await getFormVersion(ctx.db, eventId, formVersionId);
  } catch (error) {
    if (!(error instanceof ProblemError) || error.status !== 404) throw error;
    throw new ProblemError(422, 'Invalid request body', error.detail, [
      { name: 'formVersionId', reason: 'is not a form version of this program' },
    ]);
  }
}
