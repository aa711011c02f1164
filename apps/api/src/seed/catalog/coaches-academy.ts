import { resumeUpload, type ComponentEntry } from './catalog-components.ts';
import { catalogContacts } from './catalog-contacts.ts';
import { catalogProgram, type EventDates } from './catalog-program-builder.ts';
import type { CatalogPath, CatalogProgram } from './catalog-program.ts';
import { dropDownQuestion, multiSelectQuestion, radioQuestion, textQuestion, type QuestionDraft } from './catalog-questions.ts';
import { playerEngagementSocialLinks } from './catalog-social.ts';
import { describeProgram } from './program-description.ts';

/** Coaches academy form (spec §2): football experience, NCAA experience and a resume. */
const coachesAcademyComponents: ComponentEntry[] = [
  'Banner',
  'EventDescription',
  { type: 'PersonalInformation', configuration: { requireShirtSize: true } },
  'FootballExperience',
  'NCAAExperience',
  'QuestionsComponent',
  resumeUpload,
  'DigitalSignature',
  'Footer',
];

const coachingLevels = ['High school', 'Junior college', 'NCAA Division III', 'NCAA Division II', 'NCAA FCS', 'NCAA FBS', 'Professional'];
const academyDates: EventDates = ['2027-03-01', '2027-03-04', '2027-01-15'];

function academyQuestions(level: string): QuestionDraft[] {
  return [
    textQuestion(`Why do you want to attend the ${level}?`, 500),
    radioQuestion('Which side of the ball do you coach?', ['Offense', 'Defense', 'Special teams'], { other: 'Other' }),
    multiSelectQuestion('Which topics interest you most?', [
      'Game planning',
      'Player development',
      'Recruiting',
      'Analytics',
      'Leadership and staff management',
    ]),
    dropDownQuestion('What level do you currently coach at?', coachingLevels),
  ];
}

interface AcademyInput {
  id: number;
  eventName: string;
  paths: CatalogPath[];
  fee: number;
  summary: string;
  eligibility: string;
}

function coachesAcademyProgram(input: AcademyInput): CatalogProgram {
  return catalogProgram({
    id: input.id,
    eventName: input.eventName,
    family: 'coaches-academy',
    paths: input.paths,
    dates: academyDates,
    description: describeProgram({
      summary: input.summary,
      where: 'Indianapolis, Indiana',
      topics: [
        'Classroom sessions led by NFL head coaches and coordinators',
        'On-field teaching drills',
        'Mock interviews and career mapping',
        'Networking with club personnel staff',
      ],
      eligibility: input.eligibility,
    }),
    requiresAccept: true,
    fee: input.fee,
    social: playerEngagementSocialLinks,
    components: coachesAcademyComponents,
    questions: academyQuestions(input.eventName),
    contacts: [catalogContacts.coachesAcademy, catalogContacts.playerEngagement],
  });
}

/** The coaches academy programs (family 'coaches-academy'): acceptance required, then a program fee. */
export const coachesAcademyPrograms: CatalogProgram[] = [
  coachesAcademyProgram({
    id: 7,
    eventName: 'Coaches Academy',
    paths: [{ path: 'coaches-academy', title: 'Coaches Academy' }],
    fee: 250,
    summary:
      'A four-day development program for former players and coaches preparing for a coaching career at the college or professional level.',
    eligibility: 'Open to former players and coaches at every level.',
  }),
  coachesAcademyProgram({
    id: 8,
    eventName: 'Coaches Academy Basic',
    paths: [{ path: 'coaches-academy-basic', title: 'Coaches Academy Basic' }],
    fee: 250,
    summary:
      'The foundations track of the Coaches Academy for coaches with up to four years of assistant coaching, interning or shadowing.',
    eligibility: 'For coaches with 0-4 years of assistant coaching, interning or shadowing experience.',
  }),
  coachesAcademyProgram({
    id: 9,
    eventName: 'Coaches Academy Pro',
    paths: [{ path: 'coaches-academy-pro', title: 'Coaches Academy Pro' }],
    fee: 450,
    summary: 'The advanced track of the Coaches Academy for current collegiate coaches and experienced high school head coaches.',
    eligibility: 'For current collegiate coaches and coaches with 5 years of head coaching at the high school level.',
  }),
  coachesAcademyProgram({
    id: 10,
    eventName: 'Coaches Academy Experience',
    paths: [
      { path: 'coaches-academy-qa', title: 'Coaches Academy QA' },
      { path: 'coaches-academy-experience', title: 'Coaches Academy Experience', kind: 'level-selection' },
    ],
    fee: 250,
    summary: 'Choose the Coaches Academy track that matches your coaching experience.',
    eligibility: 'Open to former players and coaches at every level.',
  }),
];
