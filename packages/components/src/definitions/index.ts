/**
 * @huddle/components/definitions: the pure (server-safe) side of the
 * component types. No React, no DOM: the API compiles and validates with it.
 */
import type { ComponentRegistry, JsonSchema } from '@huddle/form-engine';
import { contactListConfigSchema } from '../component-types/contact-list-question/contact-list-schema.ts';
import { banner } from '../component-types/banner/definition.ts';
import { businessOwnershipInformation } from '../component-types/business-ownership-information/definition.ts';
import { contactListQuestion } from '../component-types/contact-list-question/definition.ts';
import { companyContactInformation } from '../component-types/company-contact-information/definition.ts';
import { companyInformation } from '../component-types/company-information/definition.ts';
import { digitalSignature } from '../component-types/digital-signature/definition.ts';
import { eventDescription } from '../component-types/event-description/definition.ts';
import { fileUpload } from '../component-types/file-upload/definition.ts';
import { footer } from '../component-types/footer/definition.ts';
import { fopsCompanyInformation } from '../component-types/fops-company-information/definition.ts';
import { personalInformation } from '../component-types/personal-information/definition.ts';
import { playerDbInfo } from '../component-types/player-db-info/definition.ts';
import { mailtoComponent } from '../component-types/mailto-component/definition.ts';
import { multiDropDown } from '../component-types/multi-drop-down/definition.ts';
import { ncaaExperience } from '../component-types/ncaa-experience/definition.ts';
import { preferredTeams } from '../component-types/preferred-teams/definition.ts';
import { proposalHeader } from '../component-types/proposal-header/definition.ts';
import { questionsComponent } from '../component-types/questions-component/definition.ts';
import { familyInformation } from '../component-types/family-information/definition.ts';
import { footballBackground } from '../component-types/football-background/definition.ts';
import { footballExperience } from '../component-types/football-experience/definition.ts';
import { playerSegment } from '../component-types/player-segment/definition.ts';

/**
 * Every component type by spec §2 name: the only switch on component type in
 * the repository. Adding a type = one folder under component-types/ + one
 * line here.
 */
export const componentRegistry: ComponentRegistry = {
  Banner: banner,
  EventDescription: eventDescription,
  PersonalInformation: personalInformation,
  PlayerDbInfo: playerDbInfo,
  CompanyInformation: companyInformation,
  FOPSCompanyInformation: fopsCompanyInformation,
  CompanyContactInformation: companyContactInformation,
  BusinessOwnershipInformation: businessOwnershipInformation,
  ContactListQuestion: contactListQuestion,
  QuestionsComponent: questionsComponent,
  DigitalSignature: digitalSignature,
  FileUpload: fileUpload,
  NCAAExperience: ncaaExperience,
  PreferredTeams: preferredTeams,
  ProposalHeader: proposalHeader,
  MultiDropDown: multiDropDown,
  MailtoComponent: mailtoComponent,
  Footer: footer,
  FamilyInformation: familyInformation,
  FootballBackground: footballBackground,
  FootballExperience: footballExperience,
  PlayerSegment: playerSegment,
};

/**
 * Every configuration schema compileForm() checks a configuration against:
 * the configSchema of each type of `registry`, and the configuration of a
 * contact list question (question type 6). The API generates their checks
 * module (generateSchemaChecksModule) for pages that compile no code.
 */
export function configurationSchemas(registry: ComponentRegistry = componentRegistry): JsonSchema[] {
  const ofTypes = Object.values(registry).flatMap((type) => (type.configSchema === undefined ? [] : [type.configSchema]));
  return [...ofTypes, contactListConfigSchema];
}

export { DIGITAL_SIGNATURE_LEGAL_TEXT } from '../component-types/digital-signature/definition.ts';
export { SKIPPED_QUESTION_ID, askedQuestions } from '../component-types/questions-component/definition.ts';
export { OTHER_TEXT_TITLE, otherKey, questionKey } from '../component-types/questions-component/question-schema.ts';
export { MAX_UPLOAD_BYTES, MAX_UPLOAD_SLOTS, UPLOAD_ACCEPT, uploadKey, uploadSlots } from '../component-types/file-upload/upload-slots.ts';
export type { FileUploadConfig, UploadSlot } from '../component-types/file-upload/upload-slots.ts';
export {
  PLAYER_DB_INFO_TYPE,
  PLAYER_DB_SUPPLIED_FIELDS,
  playerDbInfoKey,
  playerDbLockedPaths,
} from '../component-types/player-db-info/player-db-info-key.ts';
export { BUILT_IN_FORM_TEXTS_ES } from '../i18n/built-in-form-texts-es.ts';
export { formInLanguage } from '../i18n/form-in-language.ts';
