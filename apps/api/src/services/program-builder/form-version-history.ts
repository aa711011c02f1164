import type { FormDefinition, FormVersionResponse, FormVersionSummary } from '@huddle/schemas';
import { FormConfigError } from '@huddle/form-engine';
import { ProblemError } from '../../http/problem.ts';
import { findProgram } from '../find-program.ts';
import { currentFormVersion } from '../form-version-service.ts';
import type { ServiceContext } from '../service-context.ts';
import { describeFormChanges } from './form-version-changes.ts';

/**
 * GET /api/admin/events/{eventId}/form-versions: the program's form
 * versions, newest first (by id), each with createdAt, createdBy, its
 * content hash, whether the public form serves it now (the version of the
 * current definition, compiled and stored first when missing) and what
 * changed against the version before it (describeFormChanges over the
 * stored definition_json). 404 problem for an unknown program.
 */
export async function listFormVersions(ctx: ServiceContext, eventId: number): Promise<FormVersionSummary[]> {
  await findProgram(ctx.db, eventId);
  const currentId = await currentVersionId(ctx, eventId);
  const rows = await ctx.db
    .selectFrom('form_versions')
    .select(['id', 'content_hash', 'definition_json', 'created_at', 'created_by'])
    .where('program_id', '=', eventId)
    .orderBy('id')
    .execute();
  let previous: FormDefinition | null = null;
  const versions: FormVersionSummary[] = [];
  for (const row of rows) {
    const definition = JSON.parse(row.definition_json) as FormDefinition;
    versions.push({
      id: row.id,
      contentHash: row.content_hash,
      createdAt: row.created_at,
      createdBy: row.created_by,
      current: row.id === currentId,
      changes: describeFormChanges(previous, definition),
    });
    previous = definition;
  }
  return versions.reverse();
}

/**
 * GET /api/admin/events/{eventId}/form-versions/{versionId}: one version of
 * this program with its compiled form; 404 problem for a version of another
 * program or none.
 */
export async function getFormVersionDetail(ctx: ServiceContext, eventId: number, versionId: number): Promise<FormVersionResponse> {
  await findProgram(ctx.db, eventId);
  const row = await ctx.db
    .selectFrom('form_versions')
    .select(['id', 'content_hash', 'compiled_json', 'created_at', 'created_by'])
    .where('id', '=', versionId)
    .where('program_id', '=', eventId)
    .executeTakeFirst();
  if (row === undefined) throw new ProblemError(404, 'Not Found', `Program ${eventId} has no form version ${versionId}.`);
  return {
    id: row.id,
    contentHash: row.content_hash,
    createdAt: row.created_at,
    createdBy: row.created_by,
    current: row.id === (await currentVersionId(ctx, eventId)),
    compiled: JSON.parse(row.compiled_json) as FormVersionResponse['compiled'],
  };
}

/** Id of the version the public form serves now; null when the current definition does not compile. */
async function currentVersionId(ctx: ServiceContext, eventId: number): Promise<number | null> {
  try {
    return (await currentFormVersion(ctx.db, eventId, ctx.registry, ctx.now())).id;
  } catch (error) {
    if (error instanceof FormConfigError) return null;
    throw error;
  }
}
