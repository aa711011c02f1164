import type { Kysely } from 'kysely';
import type { Database, NewRegistration } from '../db/database.ts';
import { insertInBatches } from '../seed/insert-in-batches.ts';
import { searchNameOf } from '../services/participants/participant-row.ts';

/** Fields of a fixture registration; names fill search_name as the submission does. */
export type RegistrationFixture = Partial<NewRegistration> & { first_name?: string | null; last_name?: string | null };

/**
 * Inserts registrations of one program directly (no form validation), for
 * list tests: each fixture over defaults (status 8 Submitted, year 2026,
 * submitted 2026-11-01 plus `index` minutes, answers '{}', the program's
 * first form version). Returns the new ids in fixture order.
 */
export async function insertRegistrations(
  db: Kysely<Database>,
  programId: number,
  fixtures: readonly RegistrationFixture[],
): Promise<number[]> {
  const version = await db
    .selectFrom('form_versions')
    .select('id')
    .where('program_id', '=', programId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const before = await db
    .selectFrom('registrations')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const rows = fixtures.map((fixture, index): NewRegistration => {
    const submittedAt = fixture.submitted_at ?? new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString();
    return {
      program_id: programId,
      form_version_id: version.id,
      event_year: 2026,
      status: 8,
      answers_json: '{}',
      submitted_at: submittedAt,
      modified_at: submittedAt,
      status_changed_by: 'Applicant',
      search_name: searchNameOf(fixture.first_name, fixture.last_name),
      ...fixture,
    };
  });
  await insertInBatches(db, 'registrations', rows);
  const inserted = await db
    .selectFrom('registrations')
    .select('id')
    .where('id', '>', Number(before?.id ?? 0))
    .where('program_id', '=', programId)
    .orderBy('id')
    .execute();
  return inserted.map((row) => row.id);
}
