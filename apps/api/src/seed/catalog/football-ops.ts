import { footballAreas } from '@huddle/schemas/reference';
import { resumeUpload } from './catalog-components.ts';
import { catalogContacts } from './catalog-contacts.ts';
import { catalogProgram } from './catalog-program-builder.ts';
import type { CatalogProgram } from './catalog-program.ts';
import { dropDownQuestion, multiSelectQuestion, radioQuestion, textQuestion } from './catalog-questions.ts';
import { describeProgram } from './program-description.ts';

/** Football areas of spec §9 as question options; 'Other' becomes the free-text option. */
const areaChoices = footballAreas.filter((area) => area !== 'Other');

const releaseAgreement =
  '<p><strong>Submission Release Agreement</strong></p>' +
  '<p>By submitting a proposal you confirm that you own or have the right to share every idea, document and material in it, and that it contains no confidential information of any third party.</p>' +
  '<ul><li>Submissions are reviewed by Football Operations staff and may be shared with league committees.</li>' +
  '<li>The league may already be developing ideas similar to yours; submitting creates no obligation, confidentiality or compensation.</li>' +
  '<li>You grant the league a non-exclusive, royalty-free license to evaluate and use the submission.</li></ul>' +
  '<p>Select <em>I accept</em> to continue or <em>I decline</em> to leave the form.</p>';

/** Spec §1 football-ops submission program (fixed role): proposals with a legal disclaimer. */
export const nflForwardCrowdsourcing: CatalogProgram = catalogProgram({
  id: 1,
  eventName: 'NFL Forward Crowdsourcing',
  programDisplayName: 'NFL Forward: Football Operations Crowdsourcing',
  family: 'football-ops',
  fixedRole: 'football-ops-submission',
  paths: [{ path: 'NFL_Forward_Crowdsourcing', title: 'NFL Forward Crowdsourcing' }],
  dates: ['2026-04-01', '2027-03-31', '2027-03-15'],
  description: describeProgram({
    summary:
      'NFL Forward invites companies, researchers and innovators to propose products and ideas that move the game forward, from player health and safety to officiating technology.',
    topics: [
      'Describe the problem your proposal solves',
      'Attach a proposal document of up to 10 MB',
      'Football Operations reviews every submission and replies by email',
    ],
    eligibility: 'Submissions are accepted year-round; proposals received by March 15 are reviewed this league year.',
  }),
  requiresAccept: true,
  legalDisclaimer: releaseAgreement,
  nextSteps: ['Football Operations may contact you for a follow-up presentation.'],
  components: [
    'Banner',
    'EventDescription',
    'FOPSCompanyInformation',
    'ProposalHeader',
    {
      type: 'FileUpload',
      displayName: 'Proposal Documents',
      configuration: {
        numUploads: 2,
        labels: { label0: 'Proposal', required_label0: true, label1: 'Supporting material', required_label1: false },
      },
    },
    'QuestionsComponent',
    'MailtoComponent',
    'Footer',
  ],
  questions: [
    multiSelectQuestion('Which football areas does your proposal address?', areaChoices, { other: 'Other', questionName: 'footballAreas' }),
    textQuestion('Summarize your proposal and the problem it solves.', 2000),
    radioQuestion('What stage is your proposal in?', ['Idea', 'Prototype', 'Pilot tested', 'In use in another sport'], { other: 'Other' }),
    dropDownQuestion('How did you hear about NFL Forward?', [
      'League website',
      'Conference or trade show',
      'Club staff',
      'Social media',
      'Colleague',
    ]),
  ],
  contacts: [catalogContacts.footballOperations],
});

/**
 * Spec §1 football-areas program (fixed role): the Nunn-Wooten Scouting
 * Fellowship, run by Football Operations; its list filters by football area.
 */
export const nunnWootenScoutingFellowship: CatalogProgram = catalogProgram({
  id: 6,
  eventName: 'Nunn-Wooten Scouting Fellowship',
  family: 'football-ops',
  fixedRole: 'football-areas',
  paths: [{ path: 'nunn-wooten-scouting-fellowship', title: 'Nunn-Wooten Scouting Fellowship' }],
  dates: ['2027-02-22', '2027-03-31', '2026-12-18'],
  description: describeProgram({
    summary:
      'The Nunn-Wooten Scouting Fellowship places former players with club personnel departments from the Scouting Combine through pro days.',
    where: 'Indianapolis, then club facilities',
    topics: [
      'Evaluate prospects alongside club scouts',
      'Write scouting reports reviewed by personnel directors',
      'Attend pro days and the Scouting Combine',
    ],
    eligibility: 'Open to former NFL players with at least two accrued seasons.',
  }),
  requiresAccept: true,
  components: [
    'Banner',
    'EventDescription',
    { type: 'PersonalInformation', configuration: { requireNumYearsPlayed: true } },
    'FootballBackground',
    'QuestionsComponent',
    resumeUpload,
    'DigitalSignature',
    'Footer',
  ],
  questions: [
    multiSelectQuestion('Which football operations areas interest you most?', areaChoices, { other: 'Other' }),
    textQuestion('Describe any scouting or player evaluation experience you have.', 1000),
    radioQuestion('Can you travel for the full length of the fellowship?', ['Yes', 'No']),
  ],
  contacts: [catalogContacts.footballOperations, catalogContacts.playerEngagement],
});
