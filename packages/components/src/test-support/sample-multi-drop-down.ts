/** MultiDropDown configuration listing the clubs in two labelled drop-downs (as the fantasy league program). */
export const teamsDropDownConfig = {
  controlCaption: 'Favorite Teams',
  numDropDowns: 2,
  importTeams: true,
  labels: { label0: 'Favorite team', label1: 'Second favorite team' },
};

/** Answers for teamsDropDownConfig. */
export const validTeamsDropDowns = { dropDown0: 'Detroit Lions', dropDown1: 'Buffalo Bills' };

/** MultiDropDown configuration with its own options, three drop-downs and the default labels. */
export const contentDropDownConfig = {
  controlCaption: 'Session preferences',
  numDropDowns: 3,
  importTeams: false,
  content: ['select', 'Morning', 'Afternoon', 'Evening'],
};

/** Answers for contentDropDownConfig. */
export const validContentDropDowns = { dropDown0: 'Morning', dropDown1: 'Evening', dropDown2: 'Morning' };
