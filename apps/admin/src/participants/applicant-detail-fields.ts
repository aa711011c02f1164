import type { ProgramFamily } from '@huddle/schemas';
import type { ParticipantListRow } from '../api/participants-list.ts';
import type { ParticipantColumnId } from './participant-columns.ts';
import { participantCellText } from './participant-cell-text.ts';

/** A field of the detail page's applicant details: which column, its text ('' when missing). */
export interface ApplicantDetailField {
  column: ParticipantColumnId | 'industry' | 'currentJobTitle' | 'state';
  text: string;
}

/** The details of one participant, as personal and (Legends) company fields. */
export interface ApplicantDetailGroups {
  personal: ApplicantDetailField[];
  /** Legends company fields; empty when the applicant gave no company. */
  company: ApplicantDetailField[];
}

const personalByFamily: Record<ProgramFamily, ReadonlyArray<ApplicantDetailField['column']>> = {
  'nfl-programs': ['email', 'phone', 'cityState', 'country', 'dob', 'playingHistory'],
  'coaches-academy': ['email', 'phone', 'cityState', 'country', 'dob', 'currentJobTitle'],
  resume: ['email', 'phone', 'cityState', 'country', 'dob', 'playingHistory', 'teams'],
  'football-ops': ['email', 'phone', 'cityState', 'country', 'companyName', 'footballAreas'],
  'legends-directory': ['email', 'phone', 'cityState', 'country'],
};

function fieldText(row: ParticipantListRow, column: ApplicantDetailField['column']): string {
  if (column === 'industry' || column === 'currentJobTitle' || column === 'state') return row[column]?.trim() ?? '';
  return participantCellText(row, column).trim();
}

/**
 * The applicant details the detail page shows for a program family (spec §2
 * participant detail: one layout per program type): contact and location for
 * everyone, DOB and playing history for NFL programs, teams for the resume
 * programs, company and football areas for football ops; Legends add the
 * company fields (name, industry, state) when a company is present.
 */
export function applicantDetailGroups(row: ParticipantListRow, family: ProgramFamily): ApplicantDetailGroups {
  const personal = personalByFamily[family].map((column) => ({ column, text: fieldText(row, column) }));
  const hasCompany = family === 'legends-directory' && Boolean(row.companyName?.trim());
  const company = hasCompany
    ? (['companyName', 'industry', 'state'] as const).map((column) => ({ column, text: fieldText(row, column) }))
    : [];
  return { personal, company };
}
