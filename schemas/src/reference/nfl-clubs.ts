import type { Team } from '../types/index.gen.ts';

const club = (code: string, clubCity: string, nickname: string, conference: Team['conference'], division: Team['division']): Team => {
  const clubName = `${clubCity} ${nickname}`;
  return { clubKey: clubName.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-'), clubCode: code, clubCity, clubName, conference, division };
};

/**
 * The 32 NFL clubs (spec §3 Team; PreferredTeams groups them AFC/NFC), by
 * conference and division, clubs of a division alphabetical. clubKey is the
 * club name in kebab-case ('arizona-cardinals').
 */
export const nflClubs: readonly Team[] = [
  club('BUF', 'Buffalo', 'Bills', 'AFC', 'East'),
  club('MIA', 'Miami', 'Dolphins', 'AFC', 'East'),
  club('NE', 'New England', 'Patriots', 'AFC', 'East'),
  club('NYJ', 'New York', 'Jets', 'AFC', 'East'),
  club('BAL', 'Baltimore', 'Ravens', 'AFC', 'North'),
  club('CIN', 'Cincinnati', 'Bengals', 'AFC', 'North'),
  club('CLE', 'Cleveland', 'Browns', 'AFC', 'North'),
  club('PIT', 'Pittsburgh', 'Steelers', 'AFC', 'North'),
  club('HOU', 'Houston', 'Texans', 'AFC', 'South'),
  club('IND', 'Indianapolis', 'Colts', 'AFC', 'South'),
  club('JAX', 'Jacksonville', 'Jaguars', 'AFC', 'South'),
  club('TEN', 'Tennessee', 'Titans', 'AFC', 'South'),
  club('DEN', 'Denver', 'Broncos', 'AFC', 'West'),
  club('KC', 'Kansas City', 'Chiefs', 'AFC', 'West'),
  club('LV', 'Las Vegas', 'Raiders', 'AFC', 'West'),
  club('LAC', 'Los Angeles', 'Chargers', 'AFC', 'West'),
  club('DAL', 'Dallas', 'Cowboys', 'NFC', 'East'),
  club('NYG', 'New York', 'Giants', 'NFC', 'East'),
  club('PHI', 'Philadelphia', 'Eagles', 'NFC', 'East'),
  club('WAS', 'Washington', 'Commanders', 'NFC', 'East'),
  club('CHI', 'Chicago', 'Bears', 'NFC', 'North'),
  club('DET', 'Detroit', 'Lions', 'NFC', 'North'),
  club('GB', 'Green Bay', 'Packers', 'NFC', 'North'),
  club('MIN', 'Minnesota', 'Vikings', 'NFC', 'North'),
  club('ATL', 'Atlanta', 'Falcons', 'NFC', 'South'),
  club('CAR', 'Carolina', 'Panthers', 'NFC', 'South'),
  club('NO', 'New Orleans', 'Saints', 'NFC', 'South'),
  club('TB', 'Tampa Bay', 'Buccaneers', 'NFC', 'South'),
  club('ARI', 'Arizona', 'Cardinals', 'NFC', 'West'),
  club('LA', 'Los Angeles', 'Rams', 'NFC', 'West'),
  club('SF', 'San Francisco', '49ers', 'NFC', 'West'),
  club('SEA', 'Seattle', 'Seahawks', 'NFC', 'West'),
];
