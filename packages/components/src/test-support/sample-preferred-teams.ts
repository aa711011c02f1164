/** PreferredTeams caption as a program configures it (rich text). */
export const samplePreferredTeamsCaption =
  '<p>Which clubs would you like to <strong>shadow</strong>? Choose any number, or No Preference.</p>';

/** PreferredTeams answers with clubs of both conferences (nflClubs order). */
export const validPreferredTeams = { preferredTeams: ['Buffalo Bills', 'Kansas City Chiefs', 'Green Bay Packers'] };

/** PreferredTeams answers of an applicant without a preference (spec §3). */
export const noPreferenceTeams = { preferredTeams: ['No Preference'] };
