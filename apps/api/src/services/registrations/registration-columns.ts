import type { ProjectedColumns } from '@huddle/form-engine';
import type { RegistrationsTable } from '../../db/database.ts';
import { indexedText } from '../../db/indexed-text.ts';
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
 * Columns that indexes hold (search_name, email, state_code, country,
 * company_name) keep their first 256 characters (indexedText).
 */
export function registrationAnswerColumns(projected: ProjectedColumns): RegistrationAnswerColumns {
  return {
    first_name: projected.firstName ?? null,
    last_name: projected.lastName ?? null,
    search_name: indexedText(searchNameOf(projected.firstName, projected.lastName)),
    email: indexedText(projected.email ?? null),
    phone: projected.phone ?? null,
    city: projected.city ?? null,
    state_code: indexedText(projected.stateCode ?? null),
    country: indexedText(projected.country ?? null),
    birth_date: isoBirthDate(projected.birthDate),
    company_name: indexedText(projected.companyName ?? null),
    industry: projected.industry ?? null,
    player_id: projected.playerId ?? null,
    ...listProjectionColumns(projected),
  };
}
