/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { FixedRole } from './fixed-role.gen.ts';
import type { ProgramComponent } from './program-component.gen.ts';
import type { Question } from './question.gen.ts';

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
