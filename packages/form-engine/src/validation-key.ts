import type { CompiledForm } from './compiled-form.ts';
import { conditionKey } from './condition-key.ts';
import { withTextHygiene } from './text-hygiene.ts';

/**
 * What a compiled form's validator module is generated from, as a key:
 * conditionKey() (RFC 8785 canonical JSON without annotations: titles,
 * descriptions, friendly names, defaults) of withTextHygiene(jsonSchema,
 * uiSchema). Two forms with the same key validate alike and have the same
 * condition checks, e.g. a builder draft before and after a question's text
 * changed, so one's registered validation serves the other
 * (shareValidation). Throws TypeError for a schema that is not JSON.
 */
export function formValidationKey(compiled: CompiledForm): string {
  return conditionKey(withTextHygiene(compiled.jsonSchema, compiled.uiSchema));
}
