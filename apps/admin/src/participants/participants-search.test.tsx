import { describe, expect, it } from 'vitest';
import { participantsListVariant } from './list-variant.ts';
import {
  isNameSearchEnabled,
  legendsCountry,
  participantsListQuery,
  showsStateFilter,
  validateParticipantsSearch,
} from './participants-search.ts';

const nfl = participantsListVariant('nfl-programs');
const legends = participantsListVariant('legends-directory');
const resume = participantsListVariant('resume');
const footballOps = participantsListVariant('football-ops');

describe('participants list variants (spec §2)', () => {
  it('offers each family its filters and controls', () => {
    expect(legends).toMatchObject({ yearFilter: false, dateFilter: true, countryFilter: true, columnPicker: false, resumeDownload: false });
    expect(resume).toMatchObject({
      yearFilter: true,
      teamFilter: true,
      columnPicker: true,
      resumeDownload: true,
      footballAreasFilter: false,
    });
    expect(footballOps).toMatchObject({ yearFilter: true, footballAreasFilter: true, columnPicker: false, teamFilter: false });
    expect(nfl).toMatchObject({ yearFilter: true, dateFilter: false, teamFilter: false, footballAreasFilter: false, columnPicker: true });
    expect(participantsListVariant('coaches-academy')).toMatchObject({ columnPicker: true, resumeDownload: false });
  });
});

describe('filter enabling rules (spec §5 lists)', () => {
  it('keeps the name search disabled until a year is chosen, outside Legends', () => {
    expect(isNameSearchEnabled(nfl, undefined)).toBe(false);
    expect(isNameSearchEnabled(nfl, 2026)).toBe(true);
    expect(isNameSearchEnabled(nfl, 'all')).toBe(true);
    expect(isNameSearchEnabled(resume, undefined)).toBe(false);
    expect(isNameSearchEnabled(legends, undefined)).toBe(true);
  });

  it('shows the US state filter in Legends lists when the country is the United States of America (the default)', () => {
    expect(legendsCountry({})).toBe('United States of America');
    expect(showsStateFilter(legends, 'United States of America')).toBe(true);
    expect(showsStateFilter(legends, 'Canada')).toBe(false);
    expect(showsStateFilter(legends, 'all')).toBe(false);
    expect(showsStateFilter(nfl, 'United States of America')).toBe(false);
  });
});

describe('validateParticipantsSearch', () => {
  it('keeps valid values, trimmed and typed', () => {
    expect(
      validateParticipantsSearch({
        eventYear: '2026',
        filterName: ' smith ',
        page: '2',
        sort: 'state',
        desc: 'true',
        eventTeam: 'Chicago Bears',
      }),
    ).toEqual({ eventYear: 2026, filterName: 'smith', page: 2, sort: 'state', desc: true, eventTeam: 'Chicago Bears' });
    expect(validateParticipantsSearch({ eventYear: 'all', footballAreas: 'Youth,DEI' })).toEqual({
      eventYear: 'all',
      footballAreas: ['DEI', 'Youth'],
    });
    expect(validateParticipantsSearch({ country: 'Canada', state: 'TX', fromDate: '2026-01-31' })).toEqual({
      country: 'Canada',
      state: 'TX',
      fromDate: '2026-01-31',
    });
  });

  it('drops unknown years, clubs, states, areas, sorts, bad dates and page 1', () => {
    expect(
      validateParticipantsSearch({
        eventYear: '2018',
        eventTeam: 'London Monarchs',
        state: 'ZZ',
        country: 'Atlantis',
        footballAreas: ['Nope'],
        sort: 'email',
        fromDate: '2026-13-01',
        toDate: '31/01/2026',
        page: '1',
        filterName: '   ',
      }),
    ).toEqual({});
  });
});

describe('participantsListQuery', () => {
  it('sends the year and the name once a year is chosen, and no name before', () => {
    expect(participantsListQuery({ eventYear: 2026, filterName: 'smith' }, nfl)).toEqual({ page: 1, eventYear: 2026, filterName: 'smith' });
    expect(participantsListQuery({ eventYear: 'all', filterName: 'smith' }, nfl)).toEqual({ page: 1, filterName: 'smith' });
    expect(participantsListQuery({ filterName: 'smith' }, nfl)).toEqual({ page: 1 });
  });

  it('sends the Legends dates, the default country and the state only for the United States', () => {
    expect(participantsListQuery({ fromDate: '2026-01-01', toDate: '2026-02-01', state: 'TX', eventYear: 2026 }, legends)).toEqual({
      page: 1,
      fromDate: '2026-01-01',
      toDate: '2026-02-01',
      country: 'United States of America',
      state: 'TX',
    });
    const canada = participantsListQuery({ country: 'Canada', state: 'TX' }, legends);
    expect(canada.country).toBe('Canada');
    expect(canada.state).toBeUndefined();
    expect(participantsListQuery({ country: 'all' }, legends).country).toBeUndefined();
  });

  it('sends the team only for resume programs and the football areas only for football ops', () => {
    expect(participantsListQuery({ eventTeam: 'Chicago Bears' }, resume).eventTeam).toBe('Chicago Bears');
    expect(participantsListQuery({ eventTeam: 'Chicago Bears' }, nfl).eventTeam).toBeUndefined();
    expect(participantsListQuery({ footballAreas: ['DEI'] }, footballOps).searchFootballAreas).toEqual(['DEI']);
    expect(participantsListQuery({ footballAreas: ['DEI'] }, resume).searchFootballAreas).toBeUndefined();
  });

  it('sends the sort with its direction, and nothing for the default order', () => {
    expect(participantsListQuery({ sort: 'applicantName' }, nfl)).toEqual({ page: 1, sort: 'applicantName', desc: false });
    expect(participantsListQuery({ sort: 'state', desc: true, page: 3 }, nfl)).toEqual({ page: 3, sort: 'state', desc: true });
  });
});
