import type { ProjectedColumns } from '@huddle/form-engine';
import type { ParticipantRow } from '@huddle/schemas';
import type { RegistrationRow } from '../../db/database.ts';
import { statusOf } from '../registrations/registration-status.ts';

export type { ParticipantRow };

/** The registrations columns a participant row is built from (lists select only these, not the answers). */
export const participantRowColumns = [
  'id',
  'player_id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'city',
  'state_code',
  'birth_date',
  'submitted_at',
  'status',
  'company_name',
  'country',
  'status_changed_by',
  'industry',
  'approved_by',
  'playing_history',
  'teams',
  'football_areas',
] as const satisfies readonly (keyof RegistrationRow)[];

/** What toParticipantRow reads: the participantRowColumns of a registration (a whole row also fits). */
export type ParticipantRowSource = Pick<RegistrationRow, (typeof participantRowColumns)[number]>;

/**
 * Maps a registrations row to the participant row of the staff API
 * (schemas/entities/participant-row.schema.json): applicantName is
 * 'First Last', or the company name when the form has no person name;
 * cityState joins the non-empty parts as 'City, ST'; footballAreas is the
 * stored JSON list ([] when none or unreadable).
 */
export function toParticipantRow(row: ParticipantRowSource): ParticipantRow {
  const status = statusOf(row.status);
  const personName = joinPresent([row.first_name, row.last_name], ' ');
  return {
    id: row.id,
    playerId: row.player_id,
    firstName: row.first_name,
    lastName: row.last_name,
    applicantName: personName ?? row.company_name ?? '',
    email: row.email,
    phone: row.phone,
    cityState: joinPresent([row.city, row.state_code], ', '),
    dob: row.birth_date,
    submittedOn: row.submitted_at,
    registrationStatus: status.code,
    statusName: status.name,
    companyName: row.company_name,
    country: row.country,
    state: row.state_code,
    statusChangedBy: row.status_changed_by,
    industry: row.industry,
    approvedBy: row.approved_by,
    playingHistory: row.playing_history,
    teams: row.teams,
    footballAreas: footballAreasOf(row.football_areas),
  };
}

/** The list columns migration 0005 added, as projected from the answers. */
export type ListProjectionColumns = Pick<RegistrationRow, 'teams' | 'football_areas' | 'playing_history'>;

/**
 * registrations.teams, football_areas and playing_history for projected
 * answers (projectAnswers of @huddle/form-engine); absent values become null.
 */
export function listProjectionColumns(
  projected: Pick<ProjectedColumns, 'teams' | 'footballAreas' | 'playingHistory'>,
): ListProjectionColumns {
  const history = projected.playingHistory?.trim();
  return {
    teams: teamsColumnOf(projected.teams),
    football_areas: footballAreasColumnOf(projected.footballAreas),
    playing_history: history === undefined || history === '' ? null : history,
  };
}

/**
 * The registrations.teams value of projected club names: trimmed, blanks and
 * repeats dropped, joined with ', ' (what the Team Filter matches); null when none.
 */
export function teamsColumnOf(teams: readonly string[] | undefined): string | null {
  const names = [...new Set((teams ?? []).map((team) => team.trim()).filter((team) => team !== ''))];
  return names.length === 0 ? null : names.join(', ');
}

/** The registrations.football_areas value: a JSON array of the non-blank areas; null when none. */
export function footballAreasColumnOf(areas: readonly string[] | undefined): string | null {
  const chosen = (areas ?? []).map((area) => area.trim()).filter((area) => area !== '');
  return chosen.length === 0 ? null : JSON.stringify(chosen);
}

function footballAreasOf(stored: string | null): string[] {
  if (stored === null) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((area): area is string => typeof area === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The lower-cased 'first last' the name filter searches (registrations.search_name);
 * null when neither name is known.
 */
export function searchNameOf(firstName: string | undefined | null, lastName: string | undefined | null): string | null {
  return joinPresent([firstName?.trim(), lastName?.trim()], ' ')?.toLowerCase() ?? null;
}

/**
 * A birth date as stored and listed: 'YYYY-MM-DD'. Accepts that form or the
 * spec §5 entry form mm/dd/yyyy; anything else gives null.
 */
export function isoBirthDate(value: string | undefined | null): string | null {
  if (value === undefined || value === null) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return match === null ? null : `${match[3]}-${match[1]}-${match[2]}`;
}

function joinPresent(parts: (string | null | undefined)[], separator: string): string | null {
  const present = parts.filter((part): part is string => part !== null && part !== undefined && part !== '');
  return present.length === 0 ? null : present.join(separator);
}
