import { randomUUID } from 'node:crypto';
import { Faker, base, en } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import { createValidator, projectAnswers, type ComponentRegistry, type JsonSchema } from '@huddle/form-engine';
import type { Database } from '../../db/database.ts';
import { currentFormVersion } from '../../services/programs/form-version-service.ts';
import { recordLegendApplication } from '../../services/legends/legend-application-recorder.ts';
import { registrationAnswerColumns } from '../../services/registrations/registration-columns.ts';
import { RegistrationStatus } from '../../services/registrations/registration-status.ts';
import { legendBusinessAnswers, legendBusinessDescription } from './legend-business-answers.ts';

/** Fixed seed of the synthetic Legends businesses: the same directory on every machine. */
export const LEGEND_BUSINESS_SEED = 1966;
/** How many approved businesses `npm start` lists. */
export const DEFAULT_LEGEND_BUSINESSES = 36;

/** Options of seedLegendBusinesses. */
export interface LegendBusinessSeedOptions {
  registry: ComponentRegistry;
  /** When the seeded form version is created, if the program has none yet. */
  now: Date;
  count?: number;
  seed?: number;
}

/**
 * A living business directory for a newcomer's `npm start`: `count`
 * synthetic Legends (retired players of the player database) whose Legends
 * Directory applications were submitted in the 2025 league year and
 * approved, each with a business description; through the same recording as
 * a real submission (recordLegendApplication). Every answers object passes
 * the program's current form validator (else it throws). One transaction;
 * does nothing when a Legends application exists or the program is absent.
 * Returns the number of businesses seeded.
 */
export async function seedLegendBusinesses(db: Kysely<Database>, options: LegendBusinessSeedOptions): Promise<number> {
  const program = await db.selectFrom('programs').selectAll().where('fixed_role', '=', 'legends-directory').executeTakeFirst();
  const existing = await db.selectFrom('legend_applications').select('id').limit(1).executeTakeFirst();
  if (program === undefined || existing !== undefined) return 0;
  const count = options.count ?? DEFAULT_LEGEND_BUSINESSES;
  const players = await db
    .selectFrom('players')
    .select(['id', 'first_name', 'last_name', 'college', 'birth_date', 'entry_year', 'nfl_experience'])
    .where('status_short_description', '=', 'Retired')
    .where('entry_year', '>=', 1980)
    .orderBy('id')
    .limit(count)
    .execute();
  const faker = new Faker({ locale: [en, base], seed: options.seed ?? LEGEND_BUSINESS_SEED });
  return db.transaction().execute(async (trx) => {
    const version = await currentFormVersion(trx, program.id, options.registry, options.now);
    const validator = createValidator(version.compiled);
    const questions = (version.compiled.jsonSchema.properties as Record<string, JsonSchema> | undefined)?.['questions'];
    for (const [index, player] of players.entries()) {
      const answers = legendBusinessAnswers(faker, player, questions);
      const result = validator.validate(answers);
      if (!result.valid) throw new Error(`Seeded Legends application ${index} is invalid: ${JSON.stringify(result.errors.slice(0, 3))}`);
      const submittedAt = new Date(Date.UTC(2025, 3, 2) + index * 7 * 86_400_000 + faker.number.int({ min: 0, max: 86_399_999 }));
      const approvedAt = new Date(submittedAt.getTime() + faker.number.int({ min: 1, max: 6 }) * 86_400_000).toISOString();
      const columns = registrationAnswerColumns(projectAnswers(version.compiled, answers, options.registry));
      const { id } = await trx
        .insertInto('registrations')
        .values({
          program_id: program.id,
          form_version_id: version.id,
          event_year: program.event_year - 1,
          status: RegistrationStatus.Approved,
          answers_json: JSON.stringify(answers),
          ...columns,
          submitted_at: submittedAt.toISOString(),
          modified_at: approvedAt,
          status_changed_by: 'Legends Approver',
          approved_by: 'Legends Approver',
          payment_reference: randomUUID(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('status_log')
        .values([
          { registration_id: id, status: RegistrationStatus.Submitted, changed_by: 'Applicant', changed_at: submittedAt.toISOString() },
          { registration_id: id, status: RegistrationStatus.Approved, changed_by: 'Legends Approver', changed_at: approvedAt },
        ])
        .execute();
      await recordLegendApplication(trx, { program, registrationId: id, answers, columns, at: submittedAt.toISOString() });
      const company = answers['companyInformation'] as { companyName: string; city: string };
      await trx
        .updateTable('legend_applications')
        .set({ business_description: legendBusinessDescription(faker, company.companyName, company.city) })
        .where('registration_id', '=', id)
        .execute();
    }
    return players.length;
  });
}
