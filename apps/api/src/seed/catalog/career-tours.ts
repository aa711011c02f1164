import { catalogContacts } from './catalog-contacts.ts';
import type { CatalogProgram } from './catalog-program.ts';
import { dropDownQuestion, multiSelectQuestion, radioQuestion, textQuestion } from './catalog-questions.ts';
import { careerStage, whyAttend } from './common-questions.ts';
import { workshopProgram, type ShortProgramInput } from './program-builders.ts';

/** A career tour: a selective visit to companies of one industry (acceptance required). */
function careerTour(input: ShortProgramInput): CatalogProgram {
  return workshopProgram({
    requiresAccept: true,
    contacts: [catalogContacts.careerDevelopment, catalogContacts.playerEngagement],
    ...input,
  });
}

/** Career tours and education interest programs. */
export const careerTourPrograms: CatalogProgram[] = [
  careerTour({
    id: 36,
    path: 'career-tours',
    title: 'Career Tours',
    dates: ['2026-12-07', '2027-03-26', '2027-03-12'],
    summary: 'Career tours take small groups of players behind the scenes at companies across industries throughout the offseason.',
    topics: ['Meet executives who hire for entry and mid-level roles', 'Shadow teams at work for a day', 'Follow-up mentoring calls'],
    questions: [
      multiSelectQuestion('Which tours would you like to join?', ['Film and television', 'Fashion', 'Gaming', 'Technology', 'Agriculture']),
      careerStage(),
    ],
  }),
  careerTour({
    id: 37,
    path: 'film-group-career-tour',
    title: 'Film Group Career Tour',
    dates: ['2027-01-27', '2027-01-28', '2027-01-13'],
    summary: 'Two days on film and television sets and in studio offices, from development through post-production.',
    where: 'Los Angeles, California',
    questions: [
      whyAttend(),
      radioQuestion('Which part of filmmaking interests you most?', ['Producing', 'Writing', 'Directing', 'Acting', 'Post-production'], {
        other: 'Other',
      }),
    ],
  }),
  careerTour({
    id: 38,
    path: 'fashion-career-tour',
    title: 'Fashion Career Tour',
    dates: ['2027-02-16', '2027-02-17', '2027-01-29'],
    summary: 'Visit design houses, retailers and media brands during fashion week and meet the people who run them.',
    where: 'New York, New York',
    questions: [
      whyAttend(),
      multiSelectQuestion('Which areas of fashion interest you?', ['Design', 'Retail', 'Marketing', 'Styling', 'Media']),
    ],
  }),
  careerTour({
    id: 39,
    path: 'gaming-career-tour',
    title: 'Gaming Career Tour',
    dates: ['2027-03-03', '2027-03-04', '2027-02-12'],
    summary: 'Go inside video game studios and esports organizations to learn how games are built, marketed and played professionally.',
    where: 'Seattle, Washington',
    questions: [whyAttend(), radioQuestion('How often do you play video games?', ['Daily', 'Weekly', 'Occasionally', 'Rarely'])],
  }),
  careerTour({
    id: 41,
    path: 'agricultural-program',
    title: 'Agricultural Program',
    dates: ['2027-03-09', '2027-03-11', '2027-02-05'],
    summary: 'A three-day program on farm ownership and agribusiness with a land-grant university extension service.',
    where: 'College Station, Texas',
    topics: ['Farm and ranch business planning', 'Land financing and USDA programs', 'Field visits to working operations'],
    questions: [
      radioQuestion('Do you currently own or operate agricultural land?', ['Yes', 'No', 'Planning to']),
      multiSelectQuestion('Which topics interest you?', ['Row crops', 'Livestock', 'Agricultural technology', 'Land investment'], {
        other: 'Other',
      }),
    ],
  }),
  workshopProgram({
    id: 42,
    path: 'continuing-education-interest-form',
    title: 'Continuing Education Interest Form',
    dates: ['2026-04-01', '2027-03-31', '2027-03-31'],
    summary:
      'Tell us about your education goals and we will match you with degree completion, certificate and executive education programs.',
    topics: ['Degree completion programs with partner universities', 'Professional certificates', 'Executive education'],
    hideEventDates: true,
    contacts: [catalogContacts.careerDevelopment],
    questions: [
      dropDownQuestion('What is your highest level of education?', [
        'High school diploma',
        'Some college',
        'Associate degree',
        'Bachelor\u2019s degree',
        'Master\u2019s degree',
      ]),
      multiSelectQuestion(
        'Which programs interest you?',
        ['Degree completion', 'Graduate degree', 'Professional certificate', 'Executive education'],
        { other: 'Other' },
      ),
      dropDownQuestion('When would you like to start?', ['Spring 2027', 'Summer 2027', 'Fall 2027', 'Not sure yet']),
      textQuestion('Which field would you like to study?', 200),
    ],
  }),
];
