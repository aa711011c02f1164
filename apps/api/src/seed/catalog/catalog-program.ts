import type { FixedRole, ProgramSettings, ProgramComponent, Question, QuestionOption, Contact } from '@huddle/schemas';
import type { ProgramFamily } from '../../db/database.ts';

/**
 * One public path of a program (spec §2 public routes), stored without the
 * leading slash and in the exact case it is published in
 * (e.g. 'NFL_Forward_Crowdsourcing'). kind defaults to 'application';
 * 'level-selection' is the coaches academy level selection page.
 */
export interface CatalogPath {
  path: string;
  title: string;
  kind?: 'application' | 'level-selection';
}

/** A program component before the database assigns its componentId. */
export type CatalogComponent = Omit<ProgramComponent, 'componentId'>;

/** A program question before the database assigns question and option ids. */
export type CatalogQuestion = Omit<Question, 'questionId' | 'questionOptions'> & {
  questionOptions: Omit<QuestionOption, 'optionId'>[];
};

/** A program contact before the database assigns its contactId. */
export type CatalogContact = Omit<Contact, 'contactId'>;

/**
 * One program of the seed catalog (spec §3 Program): identity, league year,
 * dates ('YYYY-MM-DD' or null), public paths, settings, form structure and
 * contacts. id is stable: it appears in admin URLs.
 */
export interface CatalogProgram {
  id: number;
  eventName: string;
  programDisplayName: string;
  family: ProgramFamily;
  fixedRole: FixedRole;
  eventYear: number;
  activeEvent: boolean;
  startDate: string | null;
  endDate: string | null;
  applicationDueDate: string | null;
  paths: CatalogPath[];
  settings: ProgramSettings;
  components: CatalogComponent[];
  questions: CatalogQuestion[];
  contacts: CatalogContact[];
}
