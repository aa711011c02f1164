import type { ParticipantSort } from '../api/participants-list.ts';
import type { ParticipantsListVariant } from './list-variant.ts';

/** The data columns a participants list can show (besides Select, Name and the row actions). */
export type ParticipantColumnId =
  | 'email'
  | 'phone'
  | 'cityState'
  | 'dob'
  | 'submittedOn'
  | 'registrationStatus'
  | 'approvedBy'
  | 'playingHistory'
  | 'teams'
  | 'companyName'
  | 'country'
  | 'footballAreas';

/** The columns of spec §2 'Please Select Columns to Display', in picker order. */
export const pickableColumns = ['email', 'phone', 'cityState', 'dob', 'approvedBy', 'playingHistory'] as const;

/** A column the picker offers. */
export type PickableColumnId = (typeof pickableColumns)[number];

/** spec §2: 'Submitted On' and 'Status' always show; the picker lists them ticked and fixed. */
export const fixedColumns = ['submittedOn', 'registrationStatus'] as const;

/**
 * spec §2 default selectable columns: email, phone, cityState, dob, submittedOn,
 * registrationStatus, approvedBy, playingHistory (every picker column on).
 */
export const defaultParticipantColumns: readonly ParticipantColumnId[] = [
  'email',
  'phone',
  'cityState',
  'dob',
  'submittedOn',
  'registrationStatus',
  'approvedBy',
  'playingHistory',
];

/** The picker's choice: the pickable columns that are on. */
export type ColumnChoice = ReadonlySet<PickableColumnId>;

/** The picker's starting choice: every default column on. */
export function defaultColumnChoice(): ColumnChoice {
  return new Set(pickableColumns.filter((column) => defaultParticipantColumns.includes(column)));
}

const legendsColumns: readonly ParticipantColumnId[] = [
  'companyName',
  'cityState',
  'country',
  'submittedOn',
  'registrationStatus',
  'approvedBy',
];
const footballOpsColumns: readonly ParticipantColumnId[] = [
  'email',
  'phone',
  'cityState',
  'footballAreas',
  'submittedOn',
  'registrationStatus',
];

/**
 * The data columns shown, in order. Legends and football ops have fixed layouts
 * (no picker); other programs show the default order filtered by the choice,
 * 'Submitted On' and 'Status' always; resume programs add 'Teams'.
 */
export function visibleParticipantColumns(variant: ParticipantsListVariant, choice: ColumnChoice): ParticipantColumnId[] {
  if (variant.family === 'legends-directory') return [...legendsColumns];
  if (variant.family === 'football-ops') return [...footballOpsColumns];
  const fixed: readonly ParticipantColumnId[] = fixedColumns;
  const shown = defaultParticipantColumns.filter((column) => fixed.includes(column) || choice.has(column as PickableColumnId));
  return variant.family === 'resume' ? [...shown, 'teams'] : shown;
}

/** The server sort (spec §2 sort options) of a sortable column; undefined for the others. */
export const columnSort: Readonly<Partial<Record<ParticipantColumnId | 'name', ParticipantSort>>> = {
  name: 'applicantName',
  companyName: 'companyName',
  cityState: 'state',
  submittedOn: 'applicationDate',
};

/** The column showing a server sort, e.g. 'applicationDate' → 'submittedOn'. */
export function sortColumn(sort: ParticipantSort): ParticipantColumnId | 'name' {
  const entry = Object.entries(columnSort).find(([, value]) => value === sort);
  return (entry?.[0] ?? 'submittedOn') as ParticipantColumnId | 'name';
}
