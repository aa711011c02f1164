import type { ParticipantRow } from '@huddle/schemas';
import type { RegistrationRow } from '../db/database.ts';
import { statusOf } from './registration-status.ts';

export type { ParticipantRow };

/**
 * Maps a registrations row to the participant row of the staff API
 * (schemas/entities/participant-row.schema.json): applicantName is
 * 'First Last', or the company name when the form has no person name;
 * cityState joins the non-empty parts as 'City, ST'.
 */
export function toParticipantRow(row: RegistrationRow): ParticipantRow {
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
  };
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
