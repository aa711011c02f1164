import { nflClubs } from '@huddle/schemas/reference';
import { describe, expect, it } from 'vitest';
import { currentSeason, defaultPlayerDatabaseOptions, firstPlayerId, generatePlayerDatabase } from './generate-player-database.ts';

describe('generatePlayerDatabase', () => {
  const database = generatePlayerDatabase({ seed: 7, players: 500 });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(generatePlayerDatabase({ seed: 7, players: 500 })).toEqual(database);
    expect(generatePlayerDatabase({ seed: 8, players: 500 }).players).not.toEqual(database.players);
  });

  it('generates the requested number of players with unique ids', () => {
    expect(database.players).toHaveLength(500);
    const ids = database.players.map((player) => player.id);
    expect(new Set(ids).size).toBe(500);
    expect(Math.min(...ids)).toBe(firstPlayerId);
    expect(generatePlayerDatabase({ seed: 1, players: 0 }).players).toEqual([]);
  });

  it('defaults to a few thousand players', () => {
    expect(defaultPlayerDatabaseOptions.players).toBe(3000);
    expect(generatePlayerDatabase().players).toHaveLength(3000);
  });

  it('refuses a negative or fractional count', () => {
    expect(() => generatePlayerDatabase({ seed: 1, players: -1 })).toThrow(RangeError);
    expect(() => generatePlayerDatabase({ seed: 1, players: 2.5 })).toThrow(RangeError);
  });

  it('puts every player in one of the colleges, and every college in a conference of its division', () => {
    const names = new Set(database.colleges.map((college) => college.name));
    expect(names.size).toBe(database.colleges.length);
    expect(database.colleges.length).toBeGreaterThanOrEqual(100);
    for (const player of database.players) expect(names.has(player.college), player.college).toBe(true);
    const conferences = new Set(database.conferences.map((conference) => `${conference.division}|${conference.name}`));
    for (const college of database.colleges) expect(conferences.has(`${college.division}|${college.conference}`), college.name).toBe(true);
    expect(new Set(database.conferences.map((conference) => conference.division))).toEqual(new Set(['FBS', 'FCS', '2', '3']));
  });

  it('keeps player records consistent', () => {
    const clubNames = new Set(nflClubs.map((club) => club.clubName));
    for (const player of database.players) {
      expect(player.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(player.entryYear - Number(player.birthDate.slice(0, 4))).toBeGreaterThanOrEqual(21);
      expect(player.entryYear).toBeLessThanOrEqual(currentSeason);
      expect(player.accruedSeasons).toBeLessThanOrEqual(player.nflExperience);
      expect(player.nflExperience).toBeGreaterThanOrEqual(1);
      if (player.currentClubFullName === null) {
        expect(['Free Agent', 'Retired']).toContain(player.statusShortDescription);
      } else {
        expect(clubNames.has(player.currentClubFullName)).toBe(true);
      }
    }
    const statuses = new Set(database.players.map((player) => player.statusShortDescription));
    expect(statuses).toContain('Active');
    expect(statuses).toContain('Retired');
  });
});
