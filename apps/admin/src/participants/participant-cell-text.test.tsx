import { describe, expect, it } from 'vitest';
import type { ParticipantListRow } from '../api/participants-list.ts';
import { participantCellText } from './participant-cell-text.ts';

const row: ParticipantListRow = {
  id: 7,
  playerId: null,
  firstName: 'Jane',
  lastName: 'Doe',
  applicantName: 'Jane Doe',
  email: 'jane@example.com',
  phone: '15551234567',
  cityState: 'Austin, TX',
  dob: '1990-02-03',
  submittedOn: '2026-03-05T14:07:00',
  registrationStatus: 2,
  statusName: 'Approved',
  companyName: null,
  country: 'United States of America',
  state: 'TX',
  statusChangedBy: 'admin@huddle.test',
  approvedBy: 'Ada Admin',
  playingHistory: null,
  teams: 'Chicago Bears, Detroit Lions',
  footballAreas: ['DEI', 'Youth'],
};

describe('participantCellText (spec §2 list cells)', () => {
  it('formats dates, phone and status', () => {
    expect(participantCellText(row, 'dob')).toBe('02/03/1990');
    expect(participantCellText(row, 'submittedOn')).toBe('03/05/2026');
    expect(participantCellText(row, 'phone')).toBe('+1 (555) 123-4567');
    expect(participantCellText(row, 'registrationStatus')).toBe('APPROVED');
  });

  it('shows names, lists and plain values, and nothing for a missing value', () => {
    expect(participantCellText(row, 'name')).toBe('Jane Doe');
    expect(participantCellText(row, 'footballAreas')).toBe('DEI, Youth');
    expect(participantCellText(row, 'teams')).toBe('Chicago Bears, Detroit Lions');
    expect(participantCellText(row, 'approvedBy')).toBe('Ada Admin');
    expect(participantCellText(row, 'playingHistory')).toBe('');
    expect(participantCellText(row, 'companyName')).toBe('');
    expect(participantCellText({ ...row, footballAreas: [] }, 'footballAreas')).toBe('');
  });
});
