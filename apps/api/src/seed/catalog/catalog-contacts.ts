import type { CatalogContact } from './catalog-program.ts';

/** Program contacts shown in the form footer (spec §3 Contact). Addresses use the reserved .test domain. */
export const catalogContacts = {
  playerEngagement: {
    contactName: 'Player Engagement',
    officeNumber: '(212) 555-0134',
    mobileNumber: null,
    contactEmail: 'player.engagement@huddle.test',
  },
  legendsCommunity: {
    contactName: 'Legends Community',
    officeNumber: '(212) 555-0178',
    mobileNumber: '(646) 555-0121',
    contactEmail: 'legends@huddle.test',
  },
  footballOperations: {
    contactName: 'Football Operations',
    officeNumber: '(212) 555-0150',
    mobileNumber: null,
    contactEmail: 'football.operations@huddle.test',
  },
  coachesAcademy: {
    contactName: 'Coaches Academy',
    officeNumber: '(212) 555-0162',
    mobileNumber: '(646) 555-0187',
    contactEmail: 'coaches.academy@huddle.test',
  },
  careerDevelopment: {
    contactName: 'Career Development',
    officeNumber: '(212) 555-0145',
    mobileNumber: null,
    contactEmail: 'career.development@huddle.test',
  },
  financialEducation: {
    contactName: 'Financial Education',
    officeNumber: '(212) 555-0193',
    mobileNumber: null,
    contactEmail: 'financial.education@huddle.test',
  },
  businessDirectory: {
    contactName: 'Legends Business Directory',
    officeNumber: '(212) 555-0116',
    mobileNumber: null,
    contactEmail: 'business.directory@huddle.test',
  },
  socialJustice: {
    contactName: 'Social Justice Initiatives',
    officeNumber: '(212) 555-0109',
    mobileNumber: null,
    contactEmail: 'social.justice@huddle.test',
  },
} as const satisfies Record<string, CatalogContact>;
