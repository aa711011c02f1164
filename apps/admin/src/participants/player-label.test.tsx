import type { PlayerRecord } from '@huddle/schemas';
import { describe, expect, it } from 'vitest';
import { playerLabel } from './player-label.ts';

const player: PlayerRecord = {
  playerId: 9,
  footballName: 'Sammy',
  positionAbbr: 'QB',
  entryYear: 2010,
  currentClubFullName: null,
  statusShortDescription: 'Retired',
  accruedSeasons: 8,
  nflExperience: 9,
  age: 38,
  firstName: 'Sam',
  lastName: 'Lee',
  birthDate: '1988-01-02',
  college: 'Rice',
};

describe('playerLabel', () => {
  it('names the player with position, entry year and college', () => {
    expect(playerLabel(player)).toBe('Sam Lee (QB, 2010, Rice)');
  });

  it('falls back to the football name and leaves out blank facts', () => {
    expect(playerLabel({ ...player, firstName: '', lastName: '', college: ' ' })).toBe('Sammy (QB, 2010)');
  });
});
