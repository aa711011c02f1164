/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Programs with a fixed role in the product (spec §1).
 */
export type FixedRole =
  | 'legends-directory'
  | 'football-ops-submission'
  | 'business-directory'
  | 'resume-program-a'
  | 'resume-program-b'
  | 'football-areas'
  | null;
export type QuestionTypeId = 1 | 2 | 3 | 4 | 6;

/**
 * What compileForm() takes: the structural part of a program's form (components and questions) plus the few program facts that change the compiled rules. Messages, dates and contacts are not part of it, so editing them never creates a form version.
 */
export interface FormDefinition {
  eventId: number;
  /**
   * Start year of the league year; reference year for year lists.
   */
  eventYear: number;
  fixedRole: FixedRole;
  components: ProgramComponent[];
  questions: Question[];
}
/**
 * One configured component of a program's form (spec §3 Program component). componentType names the component type in the registry; componentKey names its answers object.
 */
export interface ProgramComponent {
  componentId: number;
  /**
   * Spec §2 name, e.g. PersonalInformation.
   */
  componentType: string;
  /**
   * Property name of this component's answers object.
   */
  componentKey: string;
  displayName: string;
  displayOrder: number;
  componentText?: string | null;
  /**
   * Validated against the component type's configSchema.
   */
  configuration: {
    [k: string]: unknown;
  };
}
/**
 * A program question (spec §3 Question). Types: 1 Text Box, 2 Radio Button, 3 Multi-Select, 4 Drop-Down, 6 ContactList.
 */
export interface Question {
  questionId: number;
  questionText: string;
  questionName?: string | null;
  questionTypeId: QuestionTypeId;
  /**
   * 0 means the default limit of 524288 characters (spec §5).
   */
  characterLimit: number;
  displayOrder: number;
  required?: boolean;
  /**
   * Type-specific settings, e.g. ContactList columns and minContacts.
   */
  configuration?: {
    [k: string]: unknown;
  } | null;
  questionOptions: QuestionOption[];
}
/**
 * One choice of a radio, multi-select or drop-down question (spec §3 Option).
 */
export interface QuestionOption {
  optionId: number;
  optionName: string;
  optionDescription?: string | null;
  displayOrder: number;
  /**
   * Choosing this option reveals a required free-text 'other' input.
   */
  isTextBox: boolean;
}
