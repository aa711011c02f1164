/** An NCAA football division as stored in the player database (spec §9 without N/A). */
export type CollegeSeedDivision = 'FBS' | 'FCS' | '2' | '3';

/** A college of the player database: name, division and football conference. */
export interface CollegeSeed {
  name: string;
  division: CollegeSeedDivision;
  conference: string;
}

/** An NCAA football conference of a division (independents grouped as one entry per division). */
export interface ConferenceSeed {
  name: string;
  division: CollegeSeedDivision;
}

type Members = Readonly<Record<string, readonly string[]>>;

/** Football conferences and a selection of their member colleges (2025 season alignment). */
const membersByDivision: Readonly<Record<CollegeSeedDivision, Members>> = {
  FBS: {
    'Southeastern Conference': [
      'Alabama',
      'Arkansas',
      'Auburn',
      'Florida',
      'Georgia',
      'Kentucky',
      'LSU',
      'Mississippi State',
      'Missouri',
      'Oklahoma',
      'Ole Miss',
      'South Carolina',
      'Tennessee',
      'Texas',
      'Texas A&M',
      'Vanderbilt',
    ],
    'Big Ten Conference': [
      'Illinois',
      'Indiana',
      'Iowa',
      'Maryland',
      'Michigan',
      'Michigan State',
      'Minnesota',
      'Nebraska',
      'Northwestern',
      'Ohio State',
      'Oregon',
      'Penn State',
      'Purdue',
      'Rutgers',
      'UCLA',
      'USC',
      'Washington',
      'Wisconsin',
    ],
    'Atlantic Coast Conference': [
      'Boston College',
      'California',
      'Clemson',
      'Duke',
      'Florida State',
      'Georgia Tech',
      'Louisville',
      'Miami (FL)',
      'NC State',
      'North Carolina',
      'Pittsburgh',
      'Stanford',
      'Syracuse',
      'Virginia Tech',
      'Wake Forest',
    ],
    'Big 12 Conference': [
      'Arizona',
      'Arizona State',
      'Baylor',
      'BYU',
      'Cincinnati',
      'Colorado',
      'Houston',
      'Iowa State',
      'Kansas State',
      'Oklahoma State',
      'TCU',
      'Texas Tech',
      'UCF',
      'Utah',
      'West Virginia',
    ],
    'Pac-12 Conference': ['Oregon State', 'Washington State'],
    'American Athletic Conference': ['Army', 'Memphis', 'Navy', 'South Florida', 'Tulane', 'UTSA'],
    'Mountain West Conference': ['Air Force', 'Boise State', 'Fresno State', 'San Diego State', 'UNLV', 'Wyoming'],
    'Mid-American Conference': ['Buffalo', 'Central Michigan', 'Miami (OH)', 'Toledo', 'Western Michigan'],
    'Sun Belt Conference': ['Appalachian State', 'Louisiana', 'Marshall', 'Southern Miss', 'Troy'],
    'Conference USA': ['Liberty', 'Louisiana Tech', 'Western Kentucky'],
    'FBS Independents': ['Notre Dame', 'UConn'],
  },
  FCS: {
    'Missouri Valley Football Conference': ['North Dakota State', 'Northern Iowa', 'South Dakota State', 'Youngstown State'],
    'Big Sky Conference': ['Eastern Washington', 'Montana', 'Montana State', 'Weber State'],
    'Southwestern Athletic Conference': ['Alabama State', 'Grambling State', 'Jackson State', 'Prairie View A&M', 'Southern'],
    'Mid-Eastern Athletic Conference': ['Howard', 'North Carolina Central', 'South Carolina State'],
    'Coastal Athletic Association': ['Rhode Island', 'William & Mary'],
    'Ivy League': ['Harvard', 'Princeton', 'Yale'],
    'Southern Conference': ['Chattanooga', 'Furman'],
    'Patriot League': ['Holy Cross', 'Lafayette'],
    'Big South-OVC Football Association': [],
    'Northeast Conference': [],
    'Pioneer Football League': [],
    'Southland Conference': [],
    'United Athletic Conference': [],
  },
  '2': {
    'Great Lakes Intercollegiate Athletic Conference': ['Ferris State', 'Grand Valley State'],
    'Gulf South Conference': ['Valdosta State', 'West Florida'],
    'Mid-America Intercollegiate Athletics Association': ['Northwest Missouri State', 'Pittsburg State'],
    'Northern Sun Intercollegiate Conference': ['Minnesota State'],
    'Rocky Mountain Athletic Conference': ['Colorado School of Mines'],
    'Central Intercollegiate Athletic Association': ['Bowie State'],
    'Southern Intercollegiate Athletic Conference': ['Tuskegee'],
    'Pennsylvania State Athletic Conference': ['Slippery Rock'],
    'Great American Conference': [],
    'Great Midwest Athletic Conference': [],
    'Lone Star Conference': [],
    'Mountain East Conference': [],
    'Northeast-10 Conference': [],
    'South Atlantic Conference': [],
  },
  '3': {
    'Ohio Athletic Conference': ['Mount Union'],
    'College Conference of Illinois and Wisconsin': ['North Central (IL)'],
    'Wisconsin Intercollegiate Athletic Conference': ['Wisconsin-Whitewater'],
    'American Southwest Conference': ['Mary Hardin-Baylor'],
    'Centennial Conference': ['Johns Hopkins'],
    'Minnesota Intercollegiate Athletic Conference': ['St. John\u2019s (MN)'],
    'Empire 8': [],
    'Liberty League': [],
    'New England Small College Athletic Conference': [],
    'North Coast Athletic Conference': [],
    'Old Dominion Athletic Conference': [],
    'Presidents\u2019 Athletic Conference': [],
    'USA South Athletic Conference': [],
  },
};

const divisions = Object.keys(membersByDivision) as CollegeSeedDivision[];

/** NCAA football conferences by division (FBS, FCS, Division II, Division III). */
export const ncaaConferences: readonly ConferenceSeed[] = divisions.flatMap((division) =>
  Object.keys(membersByDivision[division]).map((name) => ({ name, division })),
);

/** About 120 US college football programs with their real division and conference. */
export const collegeFootballPrograms: readonly CollegeSeed[] = divisions.flatMap((division) =>
  Object.entries(membersByDivision[division]).flatMap(([conference, names]) => names.map((name) => ({ name, division, conference }))),
);
