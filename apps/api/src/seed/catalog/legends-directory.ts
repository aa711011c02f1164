import { catalogContacts } from './catalog-contacts.ts';
import { catalogProgram } from './catalog-program-builder.ts';
import type { CatalogProgram } from './catalog-program.ts';
import { dropDownQuestion, radioQuestion } from './catalog-questions.ts';
import { legendsSocialLinks } from './catalog-social.ts';
import { anythingElse } from './common-questions.ts';
import { describeProgram } from './program-description.ts';

const industries = [
  'Construction',
  'Consulting',
  'Food and beverage',
  'Health and fitness',
  'Media and entertainment',
  'Real estate',
  'Technology',
  'Transportation and logistics',
];

/**
 * Spec §1 Legends directory program (fixed role): Legends apply with their
 * business, which then appears in the business directory. Its first question
 * is optional free text.
 */
export const nflLegendsDirectory: CatalogProgram = catalogProgram({
  id: 2,
  eventName: 'NFL Legends Directory',
  programDisplayName: 'NFL Legends Business Directory',
  family: 'legends-directory',
  fixedRole: 'legends-directory',
  paths: [{ path: 'nfl-legends-directory', title: 'NFL Legends Directory' }],
  dates: ['2026-04-01', '2027-03-31', '2027-03-31'],
  description: describeProgram({
    summary: 'The NFL Legends Directory connects clubs, league partners and fans with businesses owned by former NFL players.',
    topics: [
      'List your company in the Legends business directory',
      'Be considered for league and club supplier opportunities',
      'Join Legends business networking events',
    ],
    eligibility: 'Open to former NFL players who own at least part of the business they list.',
  }),
  requiresAccept: true,
  social: legendsSocialLinks,
  components: [
    'Banner',
    'EventDescription',
    { type: 'PersonalInformation', configuration: { requireNumYearsPlayed: true } },
    'PlayerDbInfo',
    'CompanyInformation',
    'CompanyContactInformation',
    'BusinessOwnershipInformation',
    'QuestionsComponent',
    'DigitalSignature',
    'Footer',
  ],
  questions: [anythingElse(), radioQuestion('Are you interested in supplier opportunities with NFL clubs?', ['Yes', 'No', 'Not sure yet'])],
  contacts: [catalogContacts.businessDirectory, catalogContacts.legendsCommunity],
});

/**
 * Spec §1 business directory program (fixed role): the directory of
 * Legend-owned companies fed by the Legends program. It has no public path
 * and no dates: entries arrive through the Legends directory.
 */
export const legendsBusinessDirectory: CatalogProgram = catalogProgram({
  id: 3,
  eventName: 'Legends Business Directory',
  family: 'legends-directory',
  fixedRole: 'business-directory',
  paths: [],
  dates: null,
  description: describeProgram({
    summary: 'Companies owned by NFL Legends, as listed in the public business directory.',
  }),
  requiresAccept: true,
  social: legendsSocialLinks,
  components: [
    'Banner',
    'EventDescription',
    'CompanyInformation',
    'CompanyContactInformation',
    'BusinessOwnershipInformation',
    'QuestionsComponent',
    'Footer',
  ],
  questions: [dropDownQuestion('Which industry best describes the business?', industries)],
  contacts: [catalogContacts.businessDirectory],
});
