import type { ParticipantRow } from '../participants/participant-row.ts';

/** One participants-list column of the export: header and the cell text of a row. */
export interface ListColumn {
  header: string;
  cell(row: ParticipantRow): string;
}

const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/**
 * The participants-list columns that open every export row (spec §2 list
 * columns and §3 list row), in this order; answer columns follow.
 */
export const exportListColumns: readonly ListColumn[] = [
  { header: 'Id', cell: (row) => text(row.id) },
  { header: 'Player Id', cell: (row) => text(row.playerId) },
  { header: 'Applicant Name', cell: (row) => row.applicantName },
  { header: 'First Name', cell: (row) => text(row.firstName) },
  { header: 'Last Name', cell: (row) => text(row.lastName) },
  { header: 'Company Name', cell: (row) => text(row.companyName) },
  { header: 'Email', cell: (row) => text(row.email) },
  { header: 'Phone Number', cell: (row) => text(row.phone) },
  { header: 'Location', cell: (row) => text(row.cityState) },
  { header: 'Country', cell: (row) => text(row.country) },
  { header: 'State', cell: (row) => text(row.state) },
  { header: 'DOB', cell: (row) => text(row.dob) },
  { header: 'Submitted On', cell: (row) => row.submittedOn },
  { header: 'Status', cell: (row) => row.statusName },
  { header: 'Approved By', cell: (row) => text(row.approvedBy) },
  { header: 'Playing History', cell: (row) => text(row.playingHistory) },
  { header: 'Teams', cell: (row) => text(row.teams) },
  { header: 'Football Areas', cell: (row) => row.footballAreas.join('; ') },
  { header: 'Industry', cell: (row) => text(row.industry) },
];
