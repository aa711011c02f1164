import { resumeUpload, type ComponentEntry } from './catalog-components.ts';
import { catalogContacts } from './catalog-contacts.ts';
import { catalogProgram } from './catalog-program-builder.ts';
import type { CatalogProgram } from './catalog-program.ts';
import { multiSelectQuestion, radioQuestion, textQuestion } from './catalog-questions.ts';
import { describeProgram } from './program-description.ts';

function resumeComponents(caption: string): ComponentEntry[] {
  return [
    'Banner',
    'EventDescription',
    'PersonalInformation',
    { type: 'PreferredTeams', configuration: { controlCaption: `<p>${caption}</p>` } },
    resumeUpload,
    'QuestionsComponent',
    'DigitalSignature',
    'Footer',
  ];
}

const departments = [
  'Business operations',
  'Community relations',
  'Football operations',
  'Marketing and partnerships',
  'Media and communications',
  'Player engagement',
];

/** Spec §1 first resume program (fixed role): club job shadowing, resumes and preferred clubs. */
export const jobShadowAndInternshipProgram: CatalogProgram = catalogProgram({
  id: 4,
  eventName: 'Job Shadow and Internship Program',
  family: 'resume',
  fixedRole: 'resume-program-a',
  paths: [{ path: 'job-shadow-and-internship-program', title: 'Job Shadow and Internship Program' }],
  dates: ['2027-01-11', '2027-03-26', '2026-12-11'],
  description: describeProgram({
    summary:
      'Spend one to two weeks shadowing staff at an NFL club or the league office, with the option to continue as a part-time intern.',
    where: 'Club facilities and the league office',
    topics: [
      'Shadow department leaders during the offseason',
      'Build a development plan with a mentor',
      'Finish with a resume review and mock interview',
    ],
    eligibility: 'Open to current and former NFL players.',
  }),
  requiresAccept: true,
  components: resumeComponents('Select up to three clubs where you would like to job shadow.'),
  questions: [
    multiSelectQuestion('Which departments would you like to shadow?', departments, { other: 'Other' }),
    textQuestion('What are your career goals after football?', 1000),
  ],
  contacts: [catalogContacts.careerDevelopment, catalogContacts.playerEngagement],
});

/** Spec §1 second resume program (fixed role): club internships, resumes and preferred clubs. */
export const internshipProgram: CatalogProgram = catalogProgram({
  id: 5,
  eventName: 'Internship Program',
  programDisplayName: 'NFL Club Internship Program',
  family: 'resume',
  fixedRole: 'resume-program-b',
  paths: [{ path: 'internship-program', title: 'Internship Program' }],
  dates: ['2027-02-15', '2027-03-31', '2027-01-15'],
  description: describeProgram({
    summary: 'A paid six-week internship in a club front office for players exploring a career in sports business.',
    where: 'Club front offices',
    topics: ['Work on real projects with a club department', 'Weekly career workshops', 'Networking with league executives'],
    eligibility: 'Open to current and former NFL players; a resume is required.',
  }),
  requiresAccept: true,
  components: resumeComponents('Select the clubs you would most like to intern with.'),
  questions: [
    multiSelectQuestion('Which departments interest you?', departments, { other: 'Other' }),
    radioQuestion('Are you able to relocate for the internship?', ['Yes', 'No', 'Only within my current region']),
    textQuestion('Describe a project or role that prepared you for this internship.', 1000),
  ],
  contacts: [catalogContacts.careerDevelopment],
});
