import { describe, expect, it } from 'vitest';
import {
  adultShirtSizes,
  businessCertifications,
  childShirtSizes,
  collegeDivisions,
  countries,
  footballAreas,
  industries,
  lastPlayedYears,
  lastYearPlayedOptions,
  leagueYearLabel,
  leagues,
  nflClubs,
  numYearsPlayedInNflOptions,
  programYears,
  serviceAreas,
  unitedStatesOfAmerica,
  usStates,
} from './index.ts';

describe('reference data (spec §9)', () => {
  it('has the 32 NFL clubs, 16 per conference, 4 per division, unique keys and codes', () => {
    expect(nflClubs).toHaveLength(32);
    for (const conference of ['AFC', 'NFC'] as const) {
      for (const division of ['East', 'North', 'South', 'West'] as const) {
        expect(nflClubs.filter((club) => club.conference === conference && club.division === division)).toHaveLength(4);
      }
    }
    expect(new Set(nflClubs.map((club) => club.clubKey)).size).toBe(32);
    expect(new Set(nflClubs.map((club) => club.clubCode)).size).toBe(32);
    expect(nflClubs).toContainEqual({
      clubKey: 'san-francisco-49ers',
      clubCode: 'SF',
      clubCity: 'San Francisco',
      clubName: 'San Francisco 49ers',
      conference: 'NFC',
      division: 'West',
    });
  });

  it('has the US states, DC and territories', () => {
    const codes = usStates.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of ['AL', 'CA', 'NY', 'TX', 'WY', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP']) expect(codes).toContain(code);
    expect(usStates.find((state) => state.code === 'DC')?.name).toBe('District of Columbia');
    expect(usStates.filter((state) => state.name.length > 0)).toHaveLength(usStates.length);
  });

  it('lists countries with the United States of America first, then by English name, with Spanish names', () => {
    expect(countries[0]).toEqual({ code: 'US', name: unitedStatesOfAmerica, nameEs: 'Estados Unidos' });
    expect(countries[0]?.name).toBe('United States of America');
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.filter((country) => country.code === 'US')).toHaveLength(1);
    expect(countries.find((country) => country.code === 'DE')).toEqual({ code: 'DE', name: 'Germany', nameEs: 'Alemania' });
    expect(countries.find((country) => country.code === 'MX')?.nameEs).toBe('México');
    const rest = countries.slice(1).map((country) => country.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
  });

  it('has the 16 business certifications of the admin list', () => {
    const values = businessCertifications.map((certification) => certification.value);
    expect(values).toHaveLength(16);
    expect(new Set(values).size).toBe(16);
    for (const value of [
      '8(a)',
      'DBE',
      'HUBZone',
      'MBE',
      'MWBE',
      'WBE',
      'WOSB',
      'VOSB',
      'SDVOSB',
      'NHO',
      'LEED',
      'Other',
      'None/Not Applicable',
    ]) {
      expect(values).toContain(value);
    }
    expect(values.at(-1)).toBe('None/Not Applicable');
  });

  it('has the fixed choice lists', () => {
    expect(industries.length).toBeGreaterThanOrEqual(20);
    expect(new Set(industries).size).toBe(industries.length);
    expect(industries.at(-1)).toBe('Other');
    expect(footballAreas).toEqual([
      'Administrative',
      'DEI',
      'Development',
      'Equipment',
      'Officiating',
      'On-field',
      'Pipeline',
      'Sideline',
      'Youth',
      'Other',
    ]);
    expect(leagues).toEqual(['NFL', 'CFL', 'XFL', 'MLB', 'MLS', 'NBA', 'NHL', 'WNBA', 'Other']);
    expect(collegeDivisions.map((division) => division.value)).toEqual(['FBS', 'FCS', '2', '3', 'N/A']);
    expect(serviceAreas).toEqual(['Local', 'State', 'Regional', 'National', 'Worldwide']);
    expect(adultShirtSizes[0]).toBe('Small');
    expect(adultShirtSizes.at(-1)).toBe('XXXXL');
    expect(childShirtSizes).toEqual(['Small', 'Medium', 'Large']);
  });

  it('has the year lists', () => {
    expect(programYears.map((year) => year.value)).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    expect(programYears.at(-1)).toEqual({ value: 2026, label: '2026-2027' });
    const lastPlayed = lastPlayedYears(2026);
    expect(lastPlayed[0]).toBe(2026);
    expect(lastPlayed.at(-1)).toBe(1950);
    expect(lastPlayed).toHaveLength(77);
    expect(lastPlayedYears(1949)).toEqual([]);
    const fifty = lastYearPlayedOptions(2026);
    expect(fifty).toHaveLength(50);
    expect(fifty.at(-1)).toBe(1977);
    expect(numYearsPlayedInNflOptions).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('league years (spec §5/§9)', () => {
  it('are named by their start year', () => {
    expect(leagueYearLabel(2026)).toBe('2026-2027');
  });
});
