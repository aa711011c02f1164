import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { participantRowColumns } from '../participants/participant-row.ts';

/** The league year of one program an export reads. */
export interface ExportScope {
  programId: number;
  eventYear: number;
}

/**
 * The compiled forms of the program's versions that live registrations of
 * the league year answered, newest first: one EXISTS probe per version on
 * the partial index (program_id, event_year, form_version_id), never a pass
 * over the year's rows.
 */
export function answeredFormVersionsQuery(db: Kysely<Database>, scope: ExportScope) {
  return db
    .selectFrom('form_versions')
    .select('compiled_json')
    .where('program_id', '=', scope.programId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('registrations')
          .select('registrations.id')
          .where('registrations.program_id', '=', scope.programId)
          .where('registrations.event_year', '=', scope.eventYear)
          .whereRef('registrations.form_version_id', '=', 'form_versions.id')
          .where('registrations.deleted_at', 'is', null),
      ),
    )
    .orderBy('id', 'desc');
}

/**
 * One keyset batch of the export: the next `limit` live registrations after
 * `afterId`, id order, with what a CSV row needs. Planned on the partial
 * index registrations_live_year_id (program_id, event_year, id; migration
 * 0018): a seek to `afterId` and `limit` rows in index order, no sort.
 */
export function exportBatchQuery(db: Kysely<Database>, scope: ExportScope, afterId: number, limit: number) {
  return db
    .selectFrom('registrations')
    .select([...participantRowColumns, 'answers_json'])
    .where('program_id', '=', scope.programId)
    .where('event_year', '=', scope.eventYear)
    .where('deleted_at', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit);
}
