import { componentRegistry } from '@huddle/components/definitions';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { testDialects } from '../test-support/dialects.ts';
import { programCatalog } from './catalog/program-catalog.ts';
import { seedDatabase } from './seed-database.ts';

type Table =
  | 'programs'
  | 'program_paths'
  | 'program_components'
  | 'questions'
  | 'question_options'
  | 'contacts'
  | 'form_versions'
  | 'players'
  | 'colleges'
  | 'ncaa_conferences'
  | 'users';
const tables: Table[] = [
  'programs',
  'program_paths',
  'program_components',
  'questions',
  'question_options',
  'contacts',
  'form_versions',
  'players',
  'colleges',
  'ncaa_conferences',
  'users',
];

describe.each(testDialects())('seedDatabase on $name', (dialect) => {
  let db: Kysely<Database>;
  const skip = dialect.skipReason !== undefined;
  const now = new Date('2026-11-21T08:00:00.000Z');

  beforeAll(async () => {
    if (skip) return;
    db = await dialect.create();
    await migrateToLatest(db);
    await seedDatabase(db, { registry: componentRegistry, now, players: 200 });
  });
  afterAll(async () => {
    await db?.destroy();
  });

  const counts = async (): Promise<Record<Table, number>> => {
    const result = {} as Record<Table, number>;
    for (const table of tables) {
      result[table] = Number(
        (
          await db
            .selectFrom(table)
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    }
    return result;
  };

  it.skipIf(skip)('loads the catalog, one form version per program, the player database and the demo users', async () => {
    const seeded = await counts();
    expect(seeded).toMatchObject({
      programs: programCatalog.length,
      program_paths: programCatalog.reduce((sum, program) => sum + program.paths.length, 0),
      program_components: programCatalog.reduce((sum, program) => sum + program.components.length, 0),
      questions: programCatalog.reduce((sum, program) => sum + program.questions.length, 0),
      question_options: programCatalog.reduce(
        (sum, program) => sum + program.questions.reduce((n, question) => n + question.questionOptions.length, 0),
        0,
      ),
      contacts: programCatalog.reduce((sum, program) => sum + program.contacts.length, 0),
      form_versions: programCatalog.length,
      players: 200,
      users: 12,
    });
    expect(seeded.colleges).toBeGreaterThan(0);
    expect(seeded.ncaa_conferences).toBeGreaterThan(0);
    const path = await db.selectFrom('program_paths').selectAll().where('path', '=', 'NFL_Forward_Crowdsourcing').executeTakeFirstOrThrow();
    expect(path.path_key).toBe('nfl_forward_crowdsourcing');
    const player = await db.selectFrom('players').selectAll().orderBy('id').executeTakeFirstOrThrow();
    expect(player.search_name).toBe(`${player.first_name} ${player.last_name}`.toLowerCase());
    const program = await db.selectFrom('programs').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(JSON.parse(program.settings_json)).toEqual(programCatalog[0]?.settings);
    expect(program.created_at).toBe(now.toISOString());
  });

  it.skipIf(skip)('does nothing when programs exist', async () => {
    const before = await counts();
    await seedDatabase(db, { registry: componentRegistry, now: new Date(), players: 50 });
    expect(await counts()).toEqual(before);
  });
});
