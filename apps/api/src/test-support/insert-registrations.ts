import type { Kysely } from 'kysely';
import type { Database, NewRegistration } from '../db/database.ts';
import { insertInBatches } from '../seed/insert-in-batches.ts';

/**
 * Inserts `count` submitted registrations of program `programId`, league
 * year `eventYear`, under the program's newest form version (answers '{}',
 * names 'First{n} Last{n}'); every `deletedEvery`-th one removed (deleted_at
 * set) when given. For tests that need many rows quickly.
 */
export async function insertRegistrations(
  db: Kysely<Database>,
  scope: { programId: number; eventYear: number; count: number; deletedEvery?: number; submittedAt?: string },
): Promise<void> {
  const version = await db
    .selectFrom('form_versions')
    .select('id')
    .where('program_id', '=', scope.programId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const at = scope.submittedAt ?? '2026-11-01T12:00:00.000Z';
  const rows: NewRegistration[] = Array.from({ length: scope.count }, (_, index) => ({
    program_id: scope.programId,
    form_version_id: version.id,
    event_year: scope.eventYear,
    status: 8,
    answers_json: '{}',
    first_name: `First${index}`,
    last_name: `Last${index}`,
    search_name: `first${index} last${index}`,
    email: `person${index}@example.org`,
    phone: null,
    city: 'Springfield',
    state_code: 'IL',
    country: 'United States of America',
    birth_date: null,
    company_name: null,
    industry: null,
    player_id: null,
    teams: null,
    football_areas: null,
    playing_history: null,
    submitted_at: at,
    modified_at: at,
    status_changed_by: 'Applicant',
    deleted_at: scope.deletedEvery !== undefined && index % scope.deletedEvery === 0 ? at : null,
  }));
  await insertInBatches(db, 'registrations', rows);
}
