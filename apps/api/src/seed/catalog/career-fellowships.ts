import { catalogContacts } from './catalog-contacts.ts';
import type { CatalogProgram } from './catalog-program.ts';
import { contactListQuestion, dropDownQuestion, multiSelectQuestion, radioQuestion, textQuestion } from './catalog-questions.ts';
import { whyAttend } from './common-questions.ts';
import { fellowshipProgram } from './program-builders.ts';

const coachingLevels = [
  'Not coaching yet',
  'High school',
  'Junior college',
  'NCAA Division III',
  'NCAA Division II',
  'NCAA Division I',
  'Professional',
];
const officiatingLevels = [
  'None yet',
  'Youth',
  'High school',
  'Junior college',
  'NCAA Division III',
  'NCAA Division II',
  'NCAA Division I',
];

/** Fellowships and selective career programs: acceptance required, resume upload. */
export const careerFellowshipPrograms: CatalogProgram[] = [
  fellowshipProgram({
    id: 31,
    path: 'advanced-broadcast-boot-camp',
    title: 'Advanced Broadcast Boot Camp',
    dates: ['2027-03-08', '2027-03-11', '2027-01-08'],
    summary:
      'Four days of studio and booth training for players who already have broadcasting experience and want to grow it into a career.',
    where: 'NFL Films, Mount Laurel, New Jersey',
    topics: ['Live game-call and studio show rehearsals', 'Feedback from network producers', 'A professional demo reel to take home'],
    eligibility: 'For current and former players with on-air experience.',
    extras: ['FootballBackground'],
    personal: { requireNumYearsPlayed: true },
    questions: [
      textQuestion('Describe your on-air experience so far.', 1000),
      multiSelectQuestion('Which roles interest you?', [
        'Game analyst',
        'Studio analyst',
        'Sideline reporter',
        'Podcast host',
        'Radio host',
      ]),
    ],
  }),
  fellowshipProgram({
    id: 32,
    path: 'bill-walsh-minority-coaching',
    title: 'Bill Walsh Diversity Coaching Fellowship',
    dates: ['2027-02-01', '2027-03-31', '2026-12-04'],
    summary:
      'The Bill Walsh Diversity Coaching Fellowship places minority coaches with NFL clubs to learn the daily work of a coaching staff.',
    where: 'NFL club facilities',
    topics: [
      'Work alongside a club coaching staff',
      'Attend meetings, practices and film sessions',
      'A club mentor for the full fellowship',
    ],
    eligibility: 'Open to minority coaches at the high school, college and professional levels and to former players.',
    extras: ['FootballExperience'],
    contacts: [catalogContacts.coachesAcademy, catalogContacts.careerDevelopment],
    questions: [
      textQuestion('Describe your coaching philosophy.', 1000),
      dropDownQuestion('What level do you currently coach at?', coachingLevels),
      radioQuestion('Which side of the ball do you coach?', ['Offense', 'Defense', 'Special teams'], { other: 'Other' }),
    ],
  }),
  fellowshipProgram({
    id: 33,
    path: 'sblv-broadcasting-opportunity',
    title: 'Super Bowl Broadcasting Opportunity',
    dates: ['2027-02-08', '2027-02-12', '2026-12-18'],
    summary: 'Work Super Bowl week on radio row and in league studios, with a producer guiding every segment.',
    where: 'Los Angeles, California',
    topics: ['Radio row interviews', 'Studio segments for league platforms', 'Daily feedback sessions'],
    extras: ['FootballBackground'],
    questions: [
      textQuestion('Tell us about your media experience.', 1000),
      radioQuestion('Do you have a demo reel you can share?', ['Yes', 'No']),
    ],
  }),
  fellowshipProgram({
    id: 34,
    path: 'NFLOfficiatingAcademy',
    title: 'NFL Officiating Academy',
    extraPaths: [{ path: 'officiating-workshop', title: 'Officiating Workshop' }],
    dates: ['2027-03-05', '2027-03-07', '2027-01-29'],
    summary: 'A clinic that prepares former players to become game officials, taught by current NFL officials and supervisors.',
    where: 'Dallas, Texas',
    topics: [
      'Rules and mechanics in the classroom',
      'On-field positioning drills',
      'Film review with NFL officials',
      'A pathway into college officiating',
    ],
    eligibility: 'Open to former players and current high school and college officials.',
    extras: ['FootballBackground'],
    contacts: [catalogContacts.footballOperations, catalogContacts.playerEngagement],
    questions: [
      dropDownQuestion('What is the highest level you have officiated?', officiatingLevels),
      radioQuestion(
        'Which position do you work?',
        ['Referee', 'Umpire', 'Down judge', 'Line judge', 'Field judge', 'Side judge', 'Back judge'],
        { other: 'Other' },
      ),
      whyAttend(),
    ],
  }),
  fellowshipProgram({
    id: 35,
    path: 'sbcareerfair',
    title: 'Super Bowl Career Fair',
    dates: ['2027-02-10', '2027-02-10', '2027-02-01'],
    summary: 'Meet recruiters from league partners and club front offices looking to hire current and former players.',
    where: 'Los Angeles, California',
    requiresAccept: false,
    topics: ['Employer booths and on-site interviews', 'Resume reviews', 'Professional headshots'],
    questions: [
      multiSelectQuestion(
        'Which industries interest you?',
        ['Sports business', 'Media', 'Finance', 'Technology', 'Health care', 'Real estate'],
        { other: 'Other' },
      ),
      radioQuestion('Are you currently looking for a full-time role?', ['Yes', 'No', 'Open to opportunities']),
    ],
  }),
  fellowshipProgram({
    id: 40,
    path: 'technology-program',
    title: 'Technology Program',
    dates: ['2027-01-11', '2027-03-19', '2026-12-04'],
    summary: 'A ten-week externship with technology companies for players interested in product, sales and engineering careers.',
    where: 'San Francisco Bay Area and online',
    topics: [
      'Weekly sessions with technology executives',
      'A team project with a partner company',
      'Introductory coding and product courses',
    ],
    questions: [
      multiSelectQuestion('Which areas of technology interest you?', [
        'Product management',
        'Sales',
        'Software engineering',
        'Data and analytics',
        'Venture capital',
      ]),
      textQuestion('Describe any technology experience you have.', 1000),
      contactListQuestion(
        'Please list two professional references.',
        [
          { name: 'referenceName', caption: 'Name' },
          { name: 'relationship', caption: 'Relationship' },
          { name: 'phone', caption: 'Phone' },
        ],
        2,
      ),
    ],
  }),
];
