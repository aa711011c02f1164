/** FootballBackground answers that pass every rule, one per branch (program year 2026). */
export const nflFootballBackground = {
  currentFormerFootballPlayer: 'yes',
  whichLeague: 'NFL',
  lastTeamPlayedFor: 'New York Giants',
  lastYearPlayedInNFL: 2012,
  numYearsPlayedInNFL: 6,
};

/** A player of a league not on the list: whichLeague Other and its name. */
export const otherLeagueFootballBackground = {
  currentFormerFootballPlayer: 'yes',
  whichLeague: 'Other',
  otherLeague: 'Arena Football League',
};

/** A player of a listed league other than the NFL: nothing more to say. */
export const cflFootballBackground = {
  currentFormerFootballPlayer: 'yes',
  whichLeague: 'CFL',
};

/** Not a current or former football player. */
export const nonPlayerFootballBackground = {
  currentFormerFootballPlayer: 'no',
};
