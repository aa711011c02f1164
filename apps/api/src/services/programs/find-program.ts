import type { Kysely } from 'kysely';
import type { Database, ProgramRow } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';

/** The program row with this id; 404 problem when there is none. */
export async function findProgram(db: Kysely<Database>, eventId: number): Promise<ProgramRow> {
  const program = await db.selectFrom('programs').selectAll().where('id', '=', eventId).executeTakeFirst();
  if (program === undefined) throw new ProblemError(404, 'Not Found', `There is no program ${eventId}.`);
  return program;
}
