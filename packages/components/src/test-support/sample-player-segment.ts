/** PlayerSegment answers that pass every rule, one per segment. */
export const currentPlayerSegment = {
  segmentYouFallUnderRadio: 'Current NFL Player',
  teamSelect: 'Dallas Cowboys',
};

/** A legend: years in the NFL and most recent team. */
export const legendPlayerSegment = {
  segmentYouFallUnderRadio: 'Legend',
  yearsPlayedInNFL: 8,
  mostRecentTeam: 'Dallas Cowboys',
};

/** An NFL free agent: years in the NFL and most recent team. */
export const freeAgentPlayerSegment = {
  segmentYouFallUnderRadio: 'nflFreeAgent',
  yearsPlayedInNFL: 1,
  mostRecentTeam: 'Green Bay Packers',
};
