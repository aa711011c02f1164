import type { CatalogComponent } from './catalog-program.ts';

/** The component types of spec §2, by their spec names. */
export type CatalogComponentType =
  | 'Banner'
  | 'EventDescription'
  | 'PersonalInformation'
  | 'PlayerDbInfo'
  | 'CompanyInformation'
  | 'FOPSCompanyInformation'
  | 'CompanyContactInformation'
  | 'BusinessOwnershipInformation'
  | 'DigitalSignature'
  | 'FileUpload'
  | 'FamilyInformation'
  | 'FootballBackground'
  | 'FootballExperience'
  | 'NCAAExperience'
  | 'PlayerSegment'
  | 'PreferredTeams'
  | 'ProposalHeader'
  | 'MultiDropDown'
  | 'ContactListQuestion'
  | 'QuestionsComponent'
  | 'MailtoComponent'
  | 'Footer';

/** componentKey (lower camel, names the answers object) and default display name per type. */
export const catalogComponentNames: Readonly<Record<CatalogComponentType, { key: string; displayName: string }>> = {
  Banner: { key: 'banner', displayName: 'Banner' },
  EventDescription: { key: 'eventDescription', displayName: 'Event Description' },
  PersonalInformation: { key: 'personalInformation', displayName: 'Personal Information' },
  PlayerDbInfo: { key: 'playerDbInfo', displayName: 'Player Database Information' },
  CompanyInformation: { key: 'companyInformation', displayName: 'Company Information' },
  FOPSCompanyInformation: { key: 'fopsCompanyInformation', displayName: 'Company Information' },
  CompanyContactInformation: { key: 'companyContactInformation', displayName: 'Company Contact Information' },
  BusinessOwnershipInformation: { key: 'businessOwnershipInformation', displayName: 'Business Ownership' },
  DigitalSignature: { key: 'digitalSignature', displayName: 'Digital Signature' },
  FileUpload: { key: 'fileUpload', displayName: 'File Upload' },
  FamilyInformation: { key: 'familyInformation', displayName: 'Family Information' },
  FootballBackground: { key: 'footballBackground', displayName: 'Football Background' },
  FootballExperience: { key: 'footballExperience', displayName: 'Football Experience' },
  NCAAExperience: { key: 'ncaaExperience', displayName: 'NCAA Experience' },
  PlayerSegment: { key: 'playerSegment', displayName: 'Player Segment' },
  PreferredTeams: { key: 'preferredTeams', displayName: 'Preferred Teams' },
  ProposalHeader: { key: 'proposalHeader', displayName: 'Proposal' },
  MultiDropDown: { key: 'multiDropDown', displayName: 'Multi Drop Down' },
  ContactListQuestion: { key: 'contactList', displayName: 'Other Contacts' },
  QuestionsComponent: { key: 'questions', displayName: 'Questions' },
  MailtoComponent: { key: 'mailto', displayName: 'Email Us' },
  Footer: { key: 'footer', displayName: 'Footer' },
};

/** One entry of a component list: a bare type, or a type with configuration and an optional display name. */
export type ComponentEntry =
  CatalogComponentType | { type: CatalogComponentType; configuration?: Record<string, unknown>; displayName?: string };

/**
 * Builds a program's component list in the given order: displayOrder
 * 10, 20, 30...; componentKey and display name from catalogComponentNames;
 * configuration `{}` unless given (spec §3 configuration keys).
 */
export function componentList(entries: readonly ComponentEntry[]): CatalogComponent[] {
  return entries.map((entry, index) => {
    const { type, configuration = {}, displayName } = typeof entry === 'string' ? { type: entry } : entry;
    const names = catalogComponentNames[type];
    return {
      componentType: type,
      componentKey: names.key,
      displayName: displayName ?? names.displayName,
      displayOrder: (index + 1) * 10,
      componentText: null,
      configuration,
    };
  });
}

/** FileUpload configuration for one required resume (spec §3: numUploads, label{n}, required_label{n}). */
export const resumeUpload: ComponentEntry = {
  type: 'FileUpload',
  displayName: 'Resume Upload',
  configuration: { numUploads: 1, labels: { label0: 'Resume', required_label0: true } },
};
