import type { ProjectedColumns } from '@huddle/form-engine';
import type { RegistrationsTable } from '../../db/database.ts';
import { isoBirthDate, listProjectionColumns, searchNameOf } from '../participants/participant-row.ts';

/** The registrations columns projected from the answers (list, filter and search columns). */
export type RegistrationAnswerColumns = Pick<
  RegistrationsTable,
  | 'first_name'
  | 'last_name'
  | 'search_name'
  | 'email'
  | 'phone'
  | 'city'
  | 'state_code'
  | 'country'
  | 'birth_date'
  | 'company_name'
  | 'industry'
  | 'player_id'
  | 'teams'
  | 'football_areas'
  | 'playing_history'
>;

/**
 * The registrations columns for a set of projected answers
 * (projectAnswers of @huddle/form-engine): absent values become null,
 * search_name is the lower-cased 'first last', birth_date 'YYYY-MM-DD'.
 */
export function registrationAnswerColumns(projected: ProjectedColumns): RegistrationAnswerColumns {
  return {
    first_name: projected.firstName ?? null,
    last_name: projected.lastName ?? null,
    search_name: searchNameOf(projected.firstName, projected.lastName),
    email: projected.email ?? null,
    phone: projected.phone ?? null,
    city: projected.city ?? null,
    state_code: projected.stateCode ?? null,
    country: projected.country ?? null,
    birth_date: isoBirthDate(projected.birthDate),
    company_name: projected.companyName ?? null,
    industry: projected.industry ?? null,
    player_id: projected.playerId ?? null,
    ...listProjectionColumns(projected),
  };
}
