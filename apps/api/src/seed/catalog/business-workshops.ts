import type { CatalogProgram } from './catalog-program.ts';
import { dropDownQuestion, multiSelectQuestion, radioQuestion, textQuestion } from './catalog-questions.ts';
import { playerEngagementSocialLinks } from './catalog-social.ts';
import { attendanceFormat, careerStage, experienceLevel, heardAbout, whyAttend } from './common-questions.ts';
import { workshopProgram } from './program-builders.ts';

const virtual = 'Virtual (Zoom)';

/** Business, media and personal development workshops. */
export const businessWorkshopPrograms: CatalogProgram[] = [
  workshopProgram({
    id: 43,
    path: 'broadcasting-and-media-workshop',
    title: 'Broadcasting and Media Workshop',
    dates: ['2026-12-08', '2026-12-09', '2026-12-01'],
    summary: 'An introduction to careers in broadcasting, podcasting and digital media for players new to the microphone.',
    where: virtual,
    topics: ['How a broadcast crew prepares for a game', 'On-camera basics', 'Building an audience on digital platforms'],
    questions: [whyAttend(), experienceLevel('broadcasting')],
  }),
  workshopProgram({
    id: 44,
    path: 'franchising-workshop',
    title: 'Franchising Workshop',
    dates: ['2026-12-02', '2026-12-03', '2026-11-25'],
    summary: 'Learn how franchising works and how to evaluate a franchise opportunity before you invest.',
    where: virtual,
    topics: ['Reading a franchise disclosure document', 'Financing your first unit', 'Questions to ask franchisors and current owners'],
    questions: [radioQuestion('Do you currently own a franchise?', ['Yes', 'No', 'Evaluating one now']), whyAttend()],
  }),
  workshopProgram({
    id: 45,
    path: 'entrepreneurship-workshop',
    title: 'Entrepreneurship Workshop',
    dates: ['2027-01-19', '2027-01-21', '2027-01-05'],
    summary: 'A three-day business school workshop on starting and growing a company, taught by faculty and Legend founders.',
    where: 'Philadelphia, Pennsylvania',
    topics: ['Testing a business idea', 'Business plans and funding options', 'Pitch practice with feedback from investors'],
    questions: [
      textQuestion('Describe your business or business idea.', 1000),
      radioQuestion('What stage is your business in?', ['Idea', 'Started in the last year', 'Operating for more than a year'], {
        other: 'Other',
      }),
    ],
  }),
  workshopProgram({
    id: 46,
    path: 'business-ownership-summit',
    title: 'Business Ownership Summit',
    dates: ['2027-03-02', '2027-03-03', '2027-02-12'],
    summary: 'A summit for players who own businesses or plan to buy one, with sessions on acquisitions, operations and scaling.',
    where: 'Atlanta, Georgia',
    requiresAccept: true,
    questions: [
      radioQuestion('Do you currently own a business?', ['Yes', 'No', 'Planning to start or buy one']),
      textQuestion('What is the biggest challenge your business faces?', 500),
      heardAbout(),
    ],
  }),
  workshopProgram({
    id: 47,
    path: 'real-estate-workshop',
    title: 'Real Estate Workshop',
    dates: ['2027-01-26', '2027-01-28', '2027-01-12'],
    summary: 'Learn the fundamentals of residential and commercial real estate investing from developers and lenders.',
    where: 'Miami, Florida',
    topics: ['Evaluating a property', 'Financing and partnerships', 'Common mistakes of first-time investors'],
    questions: [
      experienceLevel('real estate investing'),
      multiSelectQuestion('Which property types interest you?', ['Single-family homes', 'Multifamily', 'Commercial', 'Land']),
    ],
  }),
  workshopProgram({
    id: 48,
    path: 'public-speaking-and-branding-workshop',
    title: 'Public Speaking and Branding Workshop',
    dates: ['2026-12-15', '2026-12-15', '2026-12-08'],
    summary:
      'Practice speaking with confidence in interviews, keynotes and community appearances, and learn what your personal brand says about you.',
    where: virtual,
    questions: [whyAttend(), careerStage()],
  }),
  workshopProgram({
    id: 49,
    path: 'personal-branding-and-social-workshop',
    title: 'Personal Branding and Social Media Workshop',
    dates: ['2027-01-06', '2027-01-06', '2026-12-30'],
    summary: 'Build a personal brand that outlasts your playing career and use social media to grow it.',
    where: virtual,
    social: playerEngagementSocialLinks,
    questions: [
      multiSelectQuestion('Which platforms do you use most?', ['Instagram', 'X (Twitter)', 'TikTok', 'YouTube', 'LinkedIn', 'Facebook'], {
        other: 'Other',
      }),
    ],
  }),
  workshopProgram({
    id: 50,
    path: 'coaches-workshop',
    title: 'Coaches Workshop',
    dates: ['2027-02-26', '2027-02-26', '2027-02-12'],
    summary: 'A one-day workshop at the Scouting Combine for Legends exploring a coaching career.',
    where: 'Indianapolis, Indiana',
    topics: ['How coaching staffs hire', 'Building a coaching network', 'Q&A with NFL assistant coaches'],
    questions: [
      dropDownQuestion('What level do you currently coach at?', ['Not coaching yet', 'Youth', 'High school', 'College', 'Professional']),
      whyAttend(),
    ],
  }),
  workshopProgram({
    id: 51,
    path: 'creating-a-film',
    title: 'Creating a Film',
    dates: ['2027-02-09', '2027-02-09', '2027-01-29'],
    summary: 'Filmmakers walk through how an idea becomes a finished film: development, financing, production and distribution.',
    where: virtual,
    questions: [textQuestion('Describe a film or series idea you would like to develop.', 1000), attendanceFormat()],
  }),
  workshopProgram({
    id: 52,
    path: 'LifeBeyondTheGame',
    title: 'Life Beyond the Game',
    extraPaths: [{ path: 'bts', title: 'Life Beyond the Game (BTS)' }],
    dates: ['2027-01-12', '2027-03-09', '2027-01-05'],
    summary: 'A weekly evening series for players preparing for life after football: identity, purpose, health and career.',
    where: 'Virtual series, Tuesday evenings',
    topics: [
      'Stories from Legends who made the transition',
      'Small-group sessions with licensed counselors',
      'Career and education planning',
    ],
    questions: [careerStage(), whyAttend()],
  }),
  workshopProgram({
    id: 53,
    path: 'Navigating-Life-in-a-Pandemic-Entrepreneur-Mindset',
    title: 'Navigating Life in a Pandemic: Entrepreneur Mindset',
    dates: ['2026-06-10', '2026-06-10', '2026-06-03'],
    activeEvent: false,
    summary: 'Founders share how they adapted their businesses through the pandemic and what they would do differently.',
    where: virtual,
    questions: [whyAttend()],
  }),
];
