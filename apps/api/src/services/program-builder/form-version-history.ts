import type { FormDefinition, FormVersionResponse, FormVersionSummary } from '@huddle/schemas';
import { FormConfigError } from '@huddle/form-engine';
import { ProblemError } from '../../errors/problem-error.ts';
import { findProgram } from '../programs/find-program.ts';
import { currentFormVersion } from '../programs/form-version-service.ts';
import type { ServiceContext } from '../service-context.ts';
import { FORM_VERSION_ACTION } from './builder-write.ts';
import { describeFormChanges } from './form-version-changes.ts';

/** A stored version as the history reads it. */
interface VersionRow {
  id: number;
  content_hash: string;
  definition_json: string;
  created_at: string;
  created_by: string | null;
}

/** One history entry before its change list is written. */
interface TimelineEntry {
  version: VersionRow;
  kind: FormVersionSummary['kind'];
  at: string;
  by: string | null;
  /** Version served before this entry, when the entry records it (builder writes). */
  fromId: number | null | undefined;
}

/**
 * GET /api/admin/events/{eventId}/form-versions: the program's form version
 * history, newest first. Builder writes record each change of the served
 * version in audit_log (FORM_VERSION_ACTION, see builderWrite): the first
 * one pointing at a version its actor stored is its creation, any other is
 * a restore of an earlier version. Versions stored without a staff save
 * (seed, first public view) are placed after the newest version stored
 * before them. Each entry's changes compare it with the version served
 * before it (describeFormChanges over the stored definition_json); current
 * marks the newest entry of the version the public form serves now.
 * 404 problem for an unknown program.
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
  const events = await ctx.db
    .selectFrom('audit_log')
    .select(['at', 'actor', 'before_json', 'after_json'])
    .where('action', '=', FORM_VERSION_ACTION)
    .where('target', '=', `program:${eventId}`)
    .orderBy('id')
    .execute();
  const timeline = buildTimeline(rows, events);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const definitionOf = (id: number | null | undefined) => {
    const row = id === null || id === undefined ? undefined : byId.get(id);
    return row === undefined ? null : (JSON.parse(row.definition_json) as FormDefinition);
  };
  let served: number | null = null;
  const entries = timeline.map((entry): FormVersionSummary => {
    const previous = definitionOf(entry.fromId === undefined ? served : entry.fromId);
    served = entry.version.id;
    return {
      id: entry.version.id,
      contentHash: entry.version.content_hash,
      createdAt: entry.at,
      createdBy: entry.by,
      current: false,
      kind: entry.kind,
      changes: describeFormChanges(previous, JSON.parse(entry.version.definition_json) as FormDefinition),
    };
  });
  const newestCurrent = entries.findLastIndex((entry) => entry.id === currentId);
  if (newestCurrent >= 0) entries[newestCurrent] = { ...entries[newestCurrent]!, current: true };
  return entries.reverse();
}

function buildTimeline(
  rows: readonly VersionRow[],
  events: readonly { at: string; actor: string | null; before_json: string | null; after_json: string | null }[],
): TimelineEntry[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const created = new Set<number>();
  const timeline: TimelineEntry[] = [];
  for (const event of events) {
    const to = (JSON.parse(event.after_json ?? '{}') as { formVersionId?: number }).formVersionId;
    const version = to === undefined ? undefined : byId.get(to);
    if (version === undefined) continue;
    const creation = !created.has(version.id) && version.created_by !== null && version.created_by === event.actor;
    if (creation) created.add(version.id);
    const fromId = (JSON.parse(event.before_json ?? '{}') as { formVersionId?: number | null }).formVersionId ?? null;
    timeline.push({ version, kind: creation ? 'created' : 'restored', at: event.at, by: event.actor, fromId });
  }
  for (const version of rows) {
    if (created.has(version.id)) continue;
    const entry: TimelineEntry = { version, kind: 'created', at: version.created_at, by: version.created_by, fromId: undefined };
    const after = timeline.findLastIndex((other) => other.kind === 'created' && other.version.id < version.id);
    timeline.splice(after + 1, 0, entry);
  }
  return timeline;
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
