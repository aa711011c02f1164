import type { PlayerSuggestion } from '../form-services.ts';

/**
 * A few player database records (spec §3 Player database record, public
 * subset plus the birth date the server fills in) shared by the stories'
 * in-memory FormServices and the component tests. Synthetic names.
 */
export interface SamplePlayer extends PlayerSuggestion {
  /** mm/dd/yyyy, as the PlayerDbInfo answer stores it. */
  birthDate: string;
}

/** Sample players; 'Marcus Bell' appears twice with different colleges so suggestions need the college to tell apart. */
export const samplePlayers: readonly SamplePlayer[] = [
  {
    playerId: 100001,
    firstName: 'Marcus',
    lastName: 'Bell',
    college: 'Ohio State',
    entryYear: 2004,
    positionAbbr: 'WR',
    birthDate: '03/14/1982',
  },
  {
    playerId: 100002,
    firstName: 'Marcus',
    lastName: 'Bellamy',
    college: 'Grambling State',
    entryYear: 1998,
    positionAbbr: 'LB',
    birthDate: '11/02/1975',
  },
  {
    playerId: 100003,
    firstName: 'Andre',
    lastName: 'Coleman',
    college: 'Alabama',
    entryYear: 2011,
    positionAbbr: 'CB',
    birthDate: '07/21/1989',
  },
  {
    playerId: 100004,
    firstName: 'Tyrone',
    lastName: 'Hayes',
    college: 'Howard',
    entryYear: 1993,
    positionAbbr: 'DE',
    birthDate: '01/30/1971',
  },
  {
    playerId: 100005,
    firstName: 'Luis',
    lastName: 'Ortega',
    college: 'Stanford',
    entryYear: 2016,
    positionAbbr: 'K',
    birthDate: '09/09/1993',
  },
  {
    playerId: 100006,
    firstName: 'Marcus',
    lastName: 'Bell',
    college: 'Montana State',
    entryYear: 2019,
    positionAbbr: 'TE',
    birthDate: '05/05/1996',
  },
];

/** Sample college names of the player database. */
export const sampleColleges: readonly string[] = [
  'Alabama',
  'Alabama State',
  'Grambling State',
  'Howard',
  'Montana',
  'Montana State',
  'Ohio State',
  'Stanford',
  'Texas',
  'Texas A&M',
];

/** Sample NCAA conferences by college division (spec §9 divisions without N/A). */
export const sampleConferences: Readonly<Record<string, readonly string[]>> = {
  FBS: ['Atlantic Coast Conference', 'Big 12 Conference', 'Big Ten Conference', 'Southeastern Conference'],
  FCS: ['Big Sky Conference', 'Mid-Eastern Athletic Conference', 'Southwestern Athletic Conference'],
  '2': ['Great Lakes Intercollegiate Athletic Conference', 'Gulf South Conference'],
  '3': ['Centennial Conference', 'Ohio Athletic Conference'],
};
