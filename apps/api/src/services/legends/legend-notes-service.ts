import type { Kysely, Selectable } from 'kysely';
import type { LegendNote, LegendNoteRequest } from '@huddle/schemas';
import type { Database, LegendNotesTable } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import type { ServiceContext } from '../service-context.ts';
import { auditLegendChange } from './legend-audit.ts';
import { findDocument, ownerOfScope } from './legend-documents-service.ts';
import type { LegendActor } from './legend-service.ts';

/** Whose notes: a Legend's, or those about one document of an application. */
export type NoteScope = { legendId: number } | { applicationId: number; documentId: string };

function toNote(row: Selectable<LegendNotesTable>): LegendNote {
  return {
    noteId: row.id,
    legendId: row.legend_id,
    documentId: row.document_id,
    body: row.body,
    authorName: row.author_name,
    authorEmail: row.author_email,
    createdAt: row.created_at,
  };
}

/** The Legend and document a note scope names; 404 problem for an unknown Legend, application or document. */
async function resolveScope(db: Kysely<Database>, scope: NoteScope): Promise<{ legendId: number; documentId: string | null }> {
  if ('legendId' in scope) return { legendId: (await ownerOfScope(db, scope)).legendId, documentId: null };
  const owner = await ownerOfScope(db, { applicationId: scope.applicationId });
  await findDocument(db, { applicationId: scope.applicationId }, scope.documentId);
  return { legendId: owner.legendId, documentId: scope.documentId };
}

/** The notes of a scope, newest first; 404 problem for an unknown scope. */
export async function listNotes(ctx: Pick<ServiceContext, 'db'>, scope: NoteScope): Promise<LegendNote[]> {
  const resolved = await resolveScope(ctx.db, scope);
  let query = ctx.db.selectFrom('legend_notes').selectAll().where('legend_id', '=', resolved.legendId);
  if (resolved.documentId !== null) query = query.where('document_id', '=', resolved.documentId);
  return (await query.orderBy('id', 'desc').execute()).map(toNote);
}

/** One note of a scope; 404 problem when the scope has no such note. */
export async function getNote(ctx: Pick<ServiceContext, 'db'>, scope: NoteScope, noteId: number): Promise<LegendNote> {
  const note = (await listNotes(ctx, scope)).find((candidate) => candidate.noteId === noteId);
  if (note === undefined) throw new ProblemError(404, 'Not Found', `There is no note ${noteId} here.`);
  return note;
}

/**
 * Adds a staff note (append-only: notes are never changed or removed), with
 * its author and time, and one audit_log row ('legend.note', target
 * 'legend:{id}', after = the note) in the same transaction. A Legend's note
 * may name one of the Legend's documents (422 naming documentId otherwise);
 * a document's note is about that document. 404 problem for an unknown scope.
 */
export async function addNote(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  scope: NoteScope,
  request: LegendNoteRequest,
  actor: LegendActor,
): Promise<LegendNote> {
  const resolved = await resolveScope(ctx.db, scope);
  let documentId = resolved.documentId;
  if ('legendId' in scope && request.documentId !== undefined && request.documentId !== null) {
    try {
      await findDocument(ctx.db, { legendId: scope.legendId }, request.documentId);
    } catch (error) {
      if (!(error instanceof ProblemError) || error.status !== 404) throw error;
      throw new ProblemError(422, 'Invalid request body', 'The note names a document this Legend does not have.', [
        { name: 'documentId', reason: 'is not a document of this Legend' },
      ]);
    }
    documentId = request.documentId;
  } else if (!('legendId' in scope) && request.documentId !== undefined && request.documentId !== null) {
    throw new ProblemError(422, 'Invalid request body', 'The document comes from the path.', [
      { name: 'documentId', reason: 'is not allowed here' },
    ]);
  }
  const at = ctx.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('legend_notes')
      .values({
        legend_id: resolved.legendId,
        document_id: documentId,
        body: request.body.trim(),
        author_email: actor.email,
        author_name: actor.displayName,
        created_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const note = toNote(row);
    await auditLegendChange(trx, {
      at,
      actor: actor.email,
      action: 'legend.note',
      target: `legend:${resolved.legendId}`,
      before: null,
      after: note,
    });
    return note;
  });
}
