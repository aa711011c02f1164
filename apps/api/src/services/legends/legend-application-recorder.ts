import type { Kysely } from 'kysely';
import type { Database, ProgramRow } from '../../db/database.ts';
import type { RegistrationAnswerColumns } from '../registrations/registration-columns.ts';
import { RegistrationStatus } from '../registrations/registration-status.ts';
import { businessColumnsOf, businessFacetsOf, businessFactsOf, type BusinessFacts } from './business-facts.ts';

/** A stored submission, as recordLegendApplication reads it. */
export interface SubmittedRegistration {
  program: Pick<ProgramRow, 'id' | 'fixed_role'>;
  registrationId: number;
  answers: Record<string, unknown>;
  /** The registration's projected columns (the applicant's personal answers and player). */
  columns: RegistrationAnswerColumns;
  /** ISO-8601 time of the submission. */
  at: string;
}

/** Whether a program is the Legends Directory, whose submissions recordLegendApplication records (spec §1). */
export function isLegendsDirectory(program: Pick<ProgramRow, 'fixed_role'>): boolean {
  return program.fixed_role === 'legends-directory';
}

/**
 * Records a Legends Directory submission in the Legends area (spec §1): the
 * Legend (see legendOfSubmission) and their application with the business
 * facts of the answers and its directory filter values. Does nothing for
 * other programs. Runs inside the submission's transaction (`trx`), so both
 * are stored or neither.
 */
export async function recordLegendApplication(trx: Kysely<Database>, input: SubmittedRegistration): Promise<void> {
  if (!isLegendsDirectory(input.program)) return;
  const legendId = await legendOfSubmission(trx, input.columns, input.at);
  const facts = businessFactsOf(input.answers);
  const registration = await trx
    .selectFrom('registrations')
    .select(['status', 'deleted_at'])
    .where('id', '=', input.registrationId)
    .executeTakeFirstOrThrow();
  const { id } = await trx
    .insertInto('legend_applications')
    .values({
      listed: registration.status === RegistrationStatus.Approved && registration.deleted_at === null ? 1 : 0,
      legend_id: legendId,
      registration_id: input.registrationId,
      program_id: input.program.id,
      ...businessColumnsOf(facts),
      business_description: null,
      created_at: input.at,
      updated_at: input.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeBusinessFacets(trx, id, facts);
}

/**
 * After a staff edit of a registration's answers: the business facts and
 * filter values of its Legends application follow the new answers (no-op
 * when the registration is not a Legends application). Inside the edit's transaction.
 */
export async function refreshLegendApplication(
  trx: Kysely<Database>,
  registrationId: number,
  answers: Record<string, unknown>,
  at: string,
): Promise<void> {
  const application = await trx
    .selectFrom('legend_applications')
    .select('id')
    .where('registration_id', '=', registrationId)
    .executeTakeFirst();
  if (application === undefined) return;
  const facts = businessFactsOf(answers);
  await trx
    .updateTable('legend_applications')
    .set({ ...businessColumnsOf(facts), updated_at: at })
    .where('id', '=', application.id)
    .execute();
  await trx.deleteFrom('legend_application_facets').where('application_id', '=', application.id).execute();
  await writeBusinessFacets(trx, application.id, facts);
}

/** Stores the directory filter values of an application (businessFacetsOf). */
export async function writeBusinessFacets(db: Kysely<Database>, applicationId: number, facts: BusinessFacts): Promise<void> {
  const facets = businessFacetsOf(facts);
  if (facets.length === 0) return;
  await db
    .insertInto('legend_application_facets')
    .values(facets.map((facet) => ({ application_id: applicationId, facet: facet.facet, value: facet.value })))
    .execute();
}

/**
 * The Legend a submission belongs to: the Legend with the submission's
 * player database record; else the Legend with its email (lower-cased) who
 * has no other player record (the player is then attached to them); else a
 * new Legend from the personal answers (without the email when another
 * Legend has it). Unique keys (player, email) make concurrent submissions of
 * one new Legend create them once.
 */
export async function legendOfSubmission(trx: Kysely<Database>, columns: RegistrationAnswerColumns, at: string): Promise<number> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const found = await findLegend(trx, columns, at);
    if (found !== null) return found;
    const email = columns.email?.trim().toLowerCase() || null;
    const emailTaken =
      email !== null && (await trx.selectFrom('legends').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
    const inserted = await trx
      .insertInto('legends')
      .values({
        player_id: columns.player_id,
        first_name: columns.first_name ?? '',
        last_name: columns.last_name ?? '',
        search_name: columns.search_name ?? '',
        email: emailTaken ? null : email,
        phone: columns.phone,
        city: columns.city,
        state_code: columns.state_code,
        country: columns.country,
        birth_date: columns.birth_date,
        created_at: at,
        updated_at: at,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted !== undefined) return inserted.id;
  }
  throw new Error('The Legend of a submission could neither be found nor created');
}

async function findLegend(trx: Kysely<Database>, columns: RegistrationAnswerColumns, at: string): Promise<number | null> {
  if (columns.player_id !== null) {
    const byPlayer = await trx.selectFrom('legends').select('id').where('player_id', '=', columns.player_id).executeTakeFirst();
    if (byPlayer !== undefined) return byPlayer.id;
  }
  const email = columns.email?.trim().toLowerCase();
  if (!email) return null;
  const byEmail = await trx.selectFrom('legends').select(['id', 'player_id']).where('email', '=', email).executeTakeFirst();
  if (byEmail === undefined || (byEmail.player_id !== null && columns.player_id !== null)) return null;
  if (byEmail.player_id === null && columns.player_id !== null) {
    await trx.updateTable('legends').set({ player_id: columns.player_id, updated_at: at }).where('id', '=', byEmail.id).execute();
  }
  return byEmail.id;
}
