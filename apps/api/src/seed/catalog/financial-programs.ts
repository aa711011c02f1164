import { catalogContacts } from './catalog-contacts.ts';
import type { CatalogProgram } from './catalog-program.ts';
import { dropDownQuestion, multiSelectQuestion, radioQuestion, textQuestion } from './catalog-questions.ts';
import { experienceLevel, whyAttend } from './common-questions.ts';
import { workshopProgram, type ShortProgramInput } from './program-builders.ts';

/** A financial education webinar: online, Financial Education and Player Engagement contacts. */
function financialWebinar(input: Omit<ShortProgramInput, 'where'>): CatalogProgram {
  return workshopProgram({
    where: 'Virtual (Zoom)',
    contacts: [catalogContacts.financialEducation, catalogContacts.playerEngagement],
    ...input,
  });
}

const questionsForPresenters = () => textQuestion('What questions would you like our presenters to answer?', 500);

/** Financial education programs. */
export const financialPrograms: CatalogProgram[] = [
  financialWebinar({
    id: 54,
    path: 'finance-webinar',
    title: 'Finance Webinar',
    dates: ['2026-12-09', '2026-12-09', '2026-12-07'],
    summary: 'Budgeting, saving and planning for the years after your last contract, explained by certified financial planners.',
    questions: [experienceLevel('personal finance'), questionsForPresenters()],
  }),
  workshopProgram({
    id: 55,
    path: 'wealth-management',
    title: 'Wealth Management',
    eventName: 'Wealth Management Summit',
    extraPaths: [{ path: 'financial-summit', title: 'Financial Summit' }],
    dates: ['2027-03-16', '2027-03-17', '2027-02-26'],
    summary: 'A two-day summit on protecting and growing wealth: investment strategy, estate planning and choosing trustworthy advisers.',
    where: 'New York, New York',
    topics: ['Building an investment policy', 'Estate and tax planning', 'Vetting financial advisers', 'Family money conversations'],
    contacts: [catalogContacts.financialEducation],
    questions: [
      radioQuestion('Do you currently work with a financial adviser?', ['Yes', 'No']),
      multiSelectQuestion('Which sessions interest you most?', ['Investing', 'Estate planning', 'Taxes', 'Insurance', 'Philanthropy']),
      whyAttend(),
    ],
  }),
  financialWebinar({
    id: 56,
    path: 'money-mindset',
    title: 'Money Mindset',
    dates: ['2026-12-01', '2026-12-01', '2026-11-30'],
    summary: 'How habits and beliefs about money shape financial decisions, and how to change the ones holding you back.',
    questions: [whyAttend()],
  }),
  financialWebinar({
    id: 57,
    path: 'money-mindset-for-crypto',
    title: 'Money Mindset for Crypto',
    dates: ['2027-01-13', '2027-01-13', '2027-01-11'],
    summary: 'What cryptocurrency is, how it is regulated and taxed, and how to judge the risk before you buy.',
    questions: [experienceLevel('cryptocurrency'), questionsForPresenters()],
  }),
  financialWebinar({
    id: 58,
    path: 'money-mindset-for-venture-capital',
    title: 'Money Mindset for Venture Capital',
    dates: ['2027-02-17', '2027-02-17', '2027-02-15'],
    summary: 'How venture capital funds work, what angel investing really involves and how to evaluate a startup pitch.',
    questions: [radioQuestion('Have you invested in a private company before?', ['Yes', 'No']), questionsForPresenters()],
  }),
  financialWebinar({
    id: 59,
    path: 'financial-webinar-taxes',
    title: 'Financial Webinar: Taxes',
    dates: ['2027-02-24', '2027-02-24', '2027-02-22'],
    summary: 'Multi-state income tax, deductions and planning for the tax year ahead, for players and their families.',
    questions: [
      dropDownQuestion('How do you file your taxes today?', ['Accountant or CPA', 'Tax software', 'Financial adviser', 'Not sure']),
      questionsForPresenters(),
    ],
  }),
  financialWebinar({
    id: 60,
    path: 'financial-webinar-investments',
    title: 'Financial Webinar: Investments',
    dates: ['2027-01-20', '2027-01-20', '2027-01-18'],
    summary: 'Diversification, fees and long-term investing, with a look at the retirement plans available to players.',
    questions: [experienceLevel('investing'), questionsForPresenters()],
  }),
  financialWebinar({
    id: 61,
    path: 'financial-webinar-insurance',
    title: 'Financial Webinar: Insurance',
    dates: ['2026-12-16', '2026-12-16', '2026-12-14'],
    summary: 'Life, disability, health and liability insurance: what you need after football and what you can skip.',
    questions: [
      multiSelectQuestion('Which types of insurance would you like to learn about?', [
        'Life',
        'Disability',
        'Health',
        'Property and liability',
      ]),
    ],
  }),
  financialWebinar({
    id: 62,
    path: 'team-ownership-webinar',
    title: 'Team Ownership Webinar',
    dates: ['2027-02-23', '2027-02-23', '2027-02-19'],
    summary: 'How ownership groups of professional sports teams are structured and how limited partners invest in them.',
    questions: [whyAttend(), radioQuestion('Are you part of an ownership group today?', ['Yes', 'No'])],
  }),
];
