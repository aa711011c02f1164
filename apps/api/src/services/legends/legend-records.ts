import type { Kysely } from 'kysely';
import type { Legend, LegendRequest } from '@huddle/schemas';
import type { Database, LegendRow, LegendsTable } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { searchNameOf } from '../participants/participant-row.ts';

/** A Legend row as the API shows it (schemas/entities/legend.schema.json). */
export function toLegend(row: LegendRow): Legend {
  return {
    legendId: row.id,
    playerId: row.player_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    city: row.city,
    stateCode: row.state_code,
    country: row.country,
    birthDate: row.birth_date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The Legend with this id; 404 problem when there is none. */
export async function findLegend(db: Kysely<Database>, legendId: number): Promise<LegendRow> {
  const row = await db.selectFrom('legends').selectAll().where('id', '=', legendId).executeTakeFirst();
  if (row === undefined) throw new ProblemError(404, 'Not Found', `There is no Legend ${legendId}.`);
  return row;
}

/** The legends columns of a LegendRequest: names trimmed, email lower-cased, absent optional fields null. */
export function legendColumnsOf(request: LegendRequest): Omit<LegendsTable, 'id' | 'player_id' | 'created_at' | 'updated_at'> {
  const optional = (value: string | null | undefined) =>
    value === undefined || value === null || value.trim() === '' ? null : value.trim();
  const firstName = request.firstName.trim();
  const lastName = request.lastName.trim();
  return {
    first_name: firstName,
    last_name: lastName,
    search_name: searchNameOf(firstName, lastName) ?? '',
    email: optional(request.email)?.toLowerCase() ?? null,
    phone: optional(request.phone),
    city: optional(request.city),
    state_code: optional(request.stateCode),
    country: optional(request.country),
    birth_date: optional(request.birthDate),
  };
}

/** 409 problem naming `email` when another Legend than `except` has this email. */
export async function assertEmailFree(db: Kysely<Database>, email: string | null, except: number | null): Promise<void> {
  if (email === null) return;
  let query = db.selectFrom('legends').select('id').where('email', '=', email);
  if (except !== null) query = query.where('id', '!=', except);
  if ((await query.executeTakeFirst()) !== undefined) {
    throw new ProblemError(409, 'Conflict', 'Another Legend has this email address.', [
      { name: 'email', reason: 'belongs to another Legend' },
    ]);
  }
}
