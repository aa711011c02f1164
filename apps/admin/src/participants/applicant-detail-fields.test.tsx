import { describe, expect, it } from 'vitest';
import type { ParticipantListRow } from '../api/participants-list.ts';
import { applicantDetailGroups } from './applicant-detail-fields.ts';

const row: ParticipantListRow = {
  id: 3,
  playerId: null,
  firstName: 'Sam',
  lastName: 'Lee',
  applicantName: 'Sam Lee',
  email: 'sam@example.com',
  phone: '5551234567',
  cityState: 'Dallas, TX',
  dob: '1985-07-09',
  submittedOn: '2026-04-02T10:00:00',
  registrationStatus: 8,
  statusName: 'Submitted',
  companyName: 'Lee Logistics',
  country: 'United States of America',
  state: 'TX',
  statusChangedBy: null,
  industry: 'Transportation',
  approvedBy: null,
  playingHistory: null,
  teams: null,
  footballAreas: [],
};

describe('applicantDetailGroups (spec §2 detail: one layout per program type)', () => {
  it('shows company fields for Legends only when a company is present', () => {
    const legends = applicantDetailGroups(row, 'legends-directory');
    expect(legends.company).toEqual([
      { column: 'companyName', text: 'Lee Logistics' },
      { column: 'industry', text: 'Transportation' },
      { column: 'state', text: 'TX' },
    ]);
    expect(applicantDetailGroups({ ...row, companyName: '  ' }, 'legends-directory').company).toEqual([]);
    expect(applicantDetailGroups(row, 'nfl-programs').company).toEqual([]);
  });

  it('gives resume programs their teams and football ops their areas, empty when none', () => {
    expect(applicantDetailGroups(row, 'resume').personal.find((field) => field.column === 'teams')).toEqual({ column: 'teams', text: '' });
    expect(applicantDetailGroups(row, 'football-ops').personal.find((field) => field.column === 'footballAreas')).toEqual({
      column: 'footballAreas',
      text: '',
    });
    expect(applicantDetailGroups(row, 'nfl-programs').personal.map((field) => field.column)).toEqual([
      'email',
      'phone',
      'cityState',
      'country',
      'dob',
      'playingHistory',
    ]);
  });

  it('formats the values like the list', () => {
    const fields = applicantDetailGroups(row, 'nfl-programs').personal;
    expect(fields.find((field) => field.column === 'phone')?.text).toBe('(555) 123-4567');
    expect(fields.find((field) => field.column === 'dob')?.text).toBe('07/09/1985');
  });
});
