/** FootballExperience answers that pass every rule, one per choice (program year 2026). */
export const formerNflPlayerExperience = {
  footballExperience: 'formerNFLPlayer',
  lastTeamPlayedFor: 'New York Giants',
  lastSeasonPlayedInNFL: 2012,
  numYearsPlayedInNFL: 6,
};

/** A former college player: school, last season and head coach. */
export const formerCollegePlayerExperience = {
  footballExperience: 'formerCollegePlayer',
  schoolPlayedFor: 'Ohio State University',
  lastSeasonPlayedInCollege: 2019,
  headCoachPlayedFor: 'Ryan Day',
};

/** A current college player / staff member: school, job title and years of experience. */
export const currentCollegeStaffExperience = {
  footballExperience: 'currentCollegePlayer',
  schoolWorkFor: 'Ohio State University',
  jobTitle: 'Graduate Assistant',
  yearsOfExperience: 3,
};
