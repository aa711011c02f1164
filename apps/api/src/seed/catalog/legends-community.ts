import { catalogContacts } from './catalog-contacts.ts';
import type { CatalogProgram } from './catalog-program.ts';
import { multiSelectQuestion, radioQuestion, textQuestion } from './catalog-questions.ts';
import { legendsSocialLinks } from './catalog-social.ts';
import { experienceLevel, heardAbout, whyAttend } from './common-questions.ts';
import { legendsEventProgram, workshopProgram } from './program-builders.ts';

/** Legends Community and family programs. */
export const legendsCommunityPrograms: CatalogProgram[] = [
  legendsEventProgram({
    id: 25,
    path: 'family-and-football',
    title: 'Family and Football',
    dates: ['2027-01-23', '2027-01-23', '2027-01-08'],
    summary: 'A day for players and their families on life in and after the game: health, money, relationships and the transition home.',
    where: 'Phoenix, Arizona',
    topics: [
      'Sessions for couples on the transition out of football',
      'Kids camp run by club community staff',
      'Family dinner with Legends',
    ],
    extras: [
      {
        type: 'FamilyInformation',
        configuration: {
          spouseInfo: true,
          spouseShirtSize: true,
          kidsInfo: true,
          childrenHowMany: true,
          childrenAge: true,
          childrenShirtSize: true,
        },
      },
    ],
    personal: { requireNumYearsPlayed: true, requireShirtSize: true },
    questions: [
      multiSelectQuestion('Which sessions would your family like to join?', [
        'Health and wellness',
        'Financial planning',
        'Relationships',
        'Kids camp',
      ]),
    ],
  }),
  legendsEventProgram({
    id: 26,
    path: 'legends-community-fantasy-league',
    title: 'Legends Community Fantasy League',
    dates: ['2027-01-09', '2027-02-14', '2027-01-06'],
    summary: 'A playoff fantasy football league for Legends Community members, with prizes donated to the winners\u2019 charities.',
    where: 'Online',
    requiresAccept: false,
    extras: [
      {
        type: 'MultiDropDown',
        displayName: 'Favorite Teams',
        configuration: {
          controlCaption: 'Favorite Teams',
          numDropDowns: 2,
          importTeams: true,
          labels: { label0: 'Favorite team', label1: 'Second favorite team' },
        },
      },
    ],
    questions: [
      radioQuestion('Have you played fantasy football before?', ['Yes', 'No']),
      textQuestion('Choose your fantasy team name.', 40),
    ],
  }),
  legendsEventProgram({
    id: 27,
    path: 'legends-community-welcome',
    title: 'Legends Community Welcome',
    dates: ['2026-04-01', '2027-03-31', '2027-03-31'],
    summary: 'Newly retired? Join the Legends Community to stay connected with former teammates and the resources of the league.',
    topics: ['Invitations to Legends events', 'Career, health and financial resources', 'The Legends Community newsletter'],
    eligibility: 'Open to every former NFL player.',
    questions: [
      multiSelectQuestion(
        'Which Legends Community benefits interest you?',
        ['Events', 'Career transition', 'Health and wellness', 'Financial education', 'Volunteering'],
        { other: 'Other' },
      ),
      heardAbout(),
    ],
  }),
  legendsEventProgram({
    id: 28,
    path: 'legends-resource-forum',
    title: 'Legends Resource Forum',
    dates: ['2027-01-30', '2027-01-30', '2027-01-22'],
    summary: 'Meet the people behind the benefits and services available to former players, all in one afternoon.',
    where: 'Atlanta, Georgia',
    requiresAccept: false,
    topics: ['Pension and benefits office hours', 'Health screenings', 'Career transition advisers'],
    questions: [
      multiSelectQuestion(
        'Which resources would you like to learn about?',
        ['Health and wellness', 'Pension and benefits', 'Career transition', 'Financial planning', 'Mental health'],
        {
          other: 'Other',
        },
      ),
    ],
  }),
  workshopProgram({
    id: 29,
    path: 'nfl-womens-community',
    title: 'NFL Women\u2019s Community',
    dates: ['2026-04-01', '2027-03-31', '2027-03-15'],
    summary: 'A year-round community for the women of the NFL family: spouses, partners, former and current employees.',
    topics: ['Monthly virtual meetups', 'Mentoring circles', 'Invitations to regional gatherings'],
    social: legendsSocialLinks,
    contacts: [catalogContacts.playerEngagement, catalogContacts.legendsCommunity],
    questions: [
      radioQuestion(
        'What is your connection to the NFL?',
        ['Spouse or partner of a current player', 'Spouse or partner of a former player', 'League or club employee'],
        { other: 'Other' },
      ),
      multiSelectQuestion('Which topics interest you?', [
        'Career development',
        'Entrepreneurship',
        'Wellness',
        'Parenting',
        'Community service',
      ]),
    ],
  }),
  workshopProgram({
    id: 30,
    path: 'chess-event',
    title: 'Legends Chess Event',
    dates: ['2027-02-20', '2027-02-20', '2027-02-12'],
    summary: 'An afternoon of chess with Legends and youth chess clubs, with coaching from a titled player for every skill level.',
    where: 'Chicago, Illinois',
    contacts: [catalogContacts.legendsCommunity],
    questions: [experienceLevel('chess'), whyAttend()],
  }),
];
