import { describe, expect, it } from 'vitest';
import { participantsListVariant } from './list-variant.ts';
import {
  defaultColumnChoice,
  defaultParticipantColumns,
  pickableColumns,
  sortColumn,
  visibleParticipantColumns,
} from './participant-columns.ts';

describe('participant columns (spec §2 column picker)', () => {
  it('defaults to email, phone, cityState, dob, submittedOn, registrationStatus, approvedBy, playingHistory', () => {
    expect(defaultParticipantColumns).toEqual([
      'email',
      'phone',
      'cityState',
      'dob',
      'submittedOn',
      'registrationStatus',
      'approvedBy',
      'playingHistory',
    ]);
    expect([...defaultColumnChoice()]).toEqual(['email', 'phone', 'cityState', 'dob', 'approvedBy', 'playingHistory']);
  });

  it('offers Email, Phone Number, Location, DOB, Approved By and Playing History in the picker, not the fixed columns', () => {
    expect(pickableColumns).toEqual(['email', 'phone', 'cityState', 'dob', 'approvedBy', 'playingHistory']);
    expect(pickableColumns).not.toContain('submittedOn');
    expect(pickableColumns).not.toContain('registrationStatus');
  });

  it('shows every default column at first and keeps Submitted On and Status when all are unticked', () => {
    const nfl = participantsListVariant('nfl-programs');
    expect(visibleParticipantColumns(nfl, defaultColumnChoice())).toEqual([...defaultParticipantColumns]);
    expect(visibleParticipantColumns(nfl, new Set())).toEqual(['submittedOn', 'registrationStatus']);
    expect(visibleParticipantColumns(nfl, new Set(['dob', 'email']))).toEqual(['email', 'dob', 'submittedOn', 'registrationStatus']);
  });

  it('adds Teams for resume programs and uses fixed layouts for Legends and football ops', () => {
    expect(visibleParticipantColumns(participantsListVariant('resume'), new Set(['email']))).toEqual([
      'email',
      'submittedOn',
      'registrationStatus',
      'teams',
    ]);
    expect(visibleParticipantColumns(participantsListVariant('legends-directory'), new Set())).toContain('companyName');
    expect(visibleParticipantColumns(participantsListVariant('football-ops'), new Set())).toContain('footballAreas');
  });

  it('maps the server sorts to their columns', () => {
    expect(sortColumn('applicationDate')).toBe('submittedOn');
    expect(sortColumn('applicantName')).toBe('name');
    expect(sortColumn('companyName')).toBe('companyName');
    expect(sortColumn('state')).toBe('cityState');
  });
});
