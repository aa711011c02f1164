/** An NFL roster position and how often it appears on a roster (players per 53-man roster, about). */
export interface PositionWeight {
  value: string;
  weight: number;
  /** Longest career the generator gives the position, in seasons. */
  maxSeasons: number;
}

/** NFL position abbreviations as the player database records them, weighted by roster share. */
export const playerPositions: readonly PositionWeight[] = [
  { value: 'QB', weight: 3, maxSeasons: 20 },
  { value: 'RB', weight: 4, maxSeasons: 11 },
  { value: 'FB', weight: 1, maxSeasons: 12 },
  { value: 'WR', weight: 6, maxSeasons: 15 },
  { value: 'TE', weight: 3, maxSeasons: 16 },
  { value: 'T', weight: 4, maxSeasons: 16 },
  { value: 'G', weight: 4, maxSeasons: 15 },
  { value: 'C', weight: 2, maxSeasons: 16 },
  { value: 'DE', weight: 4, maxSeasons: 15 },
  { value: 'DT', weight: 4, maxSeasons: 14 },
  { value: 'NT', weight: 1, maxSeasons: 13 },
  { value: 'OLB', weight: 3, maxSeasons: 14 },
  { value: 'ILB', weight: 3, maxSeasons: 14 },
  { value: 'MLB', weight: 1, maxSeasons: 14 },
  { value: 'CB', weight: 6, maxSeasons: 14 },
  { value: 'FS', weight: 2, maxSeasons: 14 },
  { value: 'SS', weight: 2, maxSeasons: 14 },
  { value: 'K', weight: 1, maxSeasons: 22 },
  { value: 'P', weight: 1, maxSeasons: 22 },
  { value: 'LS', weight: 1, maxSeasons: 18 },
];

/** Short forms players are commonly known by (footballName). */
export const footballNicknames: Readonly<Record<string, string>> = {
  Alexander: 'Alex',
  Andrew: 'Drew',
  Anthony: 'Tony',
  Benjamin: 'Ben',
  Charles: 'Charlie',
  Christopher: 'Chris',
  Daniel: 'Danny',
  Donald: 'Don',
  Douglas: 'Doug',
  Edward: 'Eddie',
  Frederick: 'Fred',
  Gerald: 'Jerry',
  Gregory: 'Greg',
  Jacob: 'Jake',
  James: 'Jim',
  Jeffrey: 'Jeff',
  Jonathan: 'Jon',
  Joseph: 'Joe',
  Joshua: 'Josh',
  Kenneth: 'Kenny',
  Lawrence: 'Larry',
  Matthew: 'Matt',
  Michael: 'Mike',
  Nicholas: 'Nick',
  Patrick: 'Pat',
  Raymond: 'Ray',
  Richard: 'Rich',
  Robert: 'Bobby',
  Ronald: 'Ron',
  Samuel: 'Sam',
  Stephen: 'Steve',
  Steven: 'Steve',
  Terrence: 'Terry',
  Thomas: 'Tom',
  Timothy: 'Tim',
  William: 'Will',
  Zachary: 'Zach',
};
