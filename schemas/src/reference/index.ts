/**
 * @huddle/schemas/reference: the fixed lists of spec §9 (clubs, states,
 * countries, industries, certifications, football areas, leagues, college
 * divisions, service areas, shirt sizes, years). Browser-safe: no node:* imports.
 */
export { nflClubs } from './nfl-clubs.ts';
export { nflClubNames } from './nfl-club-names.ts';
export { usStates, type UsState } from './us-states.ts';
export { countries, unitedStatesOfAmerica, type Country } from './countries.ts';
export { industries } from './industries.ts';
export { businessCertifications, type BusinessCertification } from './business-certifications.ts';
export { footballAreas } from './football-areas.ts';
export { leagues } from './leagues.ts';
export { collegeDivisions, type CollegeDivisionOption } from './college-divisions.ts';
export { serviceAreas } from './service-areas.ts';
export { adultShirtSizes, childShirtSizes } from './shirt-sizes.ts';
export {
  programYears,
  firstProgramYear,
  lastProgramYear,
  leagueYearLabel,
  lastPlayedYears,
  lastYearPlayedOptions,
  earliestLastPlayedYear,
  numYearsPlayedInNflOptions,
  type ProgramYear,
} from './years.ts';
