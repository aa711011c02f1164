import { catalogContacts } from './catalog-contacts.ts';
import type { CatalogProgram } from './catalog-program.ts';
import { dropDownQuestion, multiSelectQuestion, radioQuestion, textQuestion } from './catalog-questions.ts';
import { attendanceFormat, careerStage, whyAttend } from './common-questions.ts';
import { workshopProgram } from './program-builders.ts';

const virtual = 'Virtual (Zoom)';
const causes = ['Education', 'Criminal justice reform', 'Economic opportunity', 'Health equity', 'Youth sports'];

/** Community, social justice and wellness programs. */
export const communityPrograms: CatalogProgram[] = [
  workshopProgram({
    id: 63,
    path: 'social-impact-workshop',
    title: 'Social Impact Workshop',
    dates: ['2027-02-02', '2027-02-02', '2027-01-22'],
    summary: 'Turn your platform into lasting impact: choosing a cause, starting a foundation and measuring results.',
    where: virtual,
    questions: [multiSelectQuestion('Which causes matter most to you?', causes, { other: 'Other' }), whyAttend()],
  }),
  workshopProgram({
    id: 64,
    path: 'community-impact-workshop',
    title: 'Community Impact Workshop',
    dates: ['2026-12-10', '2026-12-10', '2026-12-03'],
    summary: 'Work with club community relations staff on planning events and partnerships that serve your hometown.',
    where: virtual,
    questions: [textQuestion('Describe a community project you lead or would like to start.', 1000), careerStage()],
  }),
  workshopProgram({
    id: 65,
    path: 'social-justice-town-hall-super-bowl',
    title: 'Social Justice Town Hall: Super Bowl',
    dates: ['2027-02-12', '2027-02-12', '2027-02-01'],
    summary:
      'A town hall during Super Bowl week with players, community leaders and grant recipients of the league\u2019s social justice fund.',
    where: 'Los Angeles, California',
    contacts: [catalogContacts.socialJustice],
    questions: [multiSelectQuestion('Which topics should the town hall cover?', causes, { other: 'Other' }), attendanceFormat()],
  }),
  workshopProgram({
    id: 66,
    path: 'social-justice-town-hall-draft',
    title: 'Social Justice Town Hall: Draft',
    dates: ['2027-03-25', '2027-03-25', '2027-03-12'],
    summary: 'A pre-draft town hall with incoming rookies, Legends and local leaders of the Draft host city.',
    where: 'Washington, D.C.',
    contacts: [catalogContacts.socialJustice],
    questions: [multiSelectQuestion('Which topics should the town hall cover?', causes, { other: 'Other' }), attendanceFormat()],
  }),
  workshopProgram({
    id: 67,
    path: 'final-asu-mindset-webinar',
    title: 'Final ASU Mindset Webinar',
    dates: ['2026-05-12', '2026-05-12', '2026-05-08'],
    activeEvent: false,
    summary: 'The final session of the mindset series with Arizona State University faculty: resilience and purpose after football.',
    where: virtual,
    questions: [whyAttend()],
  }),
  workshopProgram({
    id: 68,
    path: 'rookie-welcome-webinar',
    title: 'Rookie Welcome Webinar',
    dates: ['2026-07-14', '2026-07-14', '2026-07-10'],
    summary: 'Welcome to the league: the resources available to rookies and their families from day one.',
    where: virtual,
    questions: [dropDownQuestion('Which club drafted or signed you?', ['AFC club', 'NFC club', 'Not signed yet']), whyAttend()],
  }),
  workshopProgram({
    id: 69,
    path: 'dhn-webinar',
    title: 'DHN Webinar',
    eventName: 'Digital Health Network Webinar',
    dates: ['2027-01-27', '2027-01-27', '2027-01-25'],
    summary: 'The Digital Health Network (DHN) introduces telehealth, wearables and the health apps available to former players.',
    where: virtual,
    questions: [radioQuestion('Do you use a wearable health device?', ['Yes', 'No']), whyAttend()],
  }),
  workshopProgram({
    id: 70,
    path: 'gym-fitness-webinar',
    title: 'Gym and Fitness Webinar',
    dates: ['2026-12-03', '2026-12-03', '2026-12-01'],
    summary: 'Strength coaches share training plans for life after football, from joint-friendly lifting to conditioning at home.',
    where: virtual,
    questions: [radioQuestion('How often do you work out?', ['Daily', 'A few times a week', 'Once a week', 'Rarely']), whyAttend()],
  }),
];
