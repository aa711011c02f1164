/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { FixedRole } from '../entities/fixed-role.gen.ts';
import type { ProgramComponent } from '../entities/program-component.gen.ts';
import type { Question } from '../entities/question.gen.ts';

/**
 * Body of POST /api/admin/events/{eventId}/form-preview: the unsaved draft of a program's form in the builder (what compileForm() takes, the program id coming from the path). Nothing is saved; the answer names the validator module of the form it compiles to, which the live preview validates with.
 */
export interface FormPreviewRequest {
  eventYear: number;
  fixedRole: FixedRole;
  /**
   * @maxItems 200
   */
  components: ProgramComponent[];
  /**
   * @maxItems 1000
   */
  questions: Question[];
}
