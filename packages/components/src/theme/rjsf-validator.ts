import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import { conditionCheck, type JsonSchema } from '@huddle/form-engine';

let compiling: ValidatorType | undefined;

/**
 * Lets rjsfValidator() compile what no loaded validator module has:
 * Storybook and tests install a compiling validator (installFormCompiler).
 * The apps never do: their pages load precompiled modules instead.
 */
export function installCompilingRjsfValidator(validator: ValidatorType): void {
  compiling = validator;
}

/**
 * RJSF's validator of Huddle forms without compiling in the page (issue 11):
 * RJSF asks `isValid(subschema)` while it lays out a form, to choose the
 * branch of every if/then/else (e.g. the US state list or free text) and the
 * option of an anyOf; the answer comes from the condition checks of the
 * form's precompiled validator module (conditionCheck; the module is loaded
 * and registered before the form renders). A condition whose `required`
 * property the answers lack is answered false without a check (see
 * lacksRequiredProperty). What no module has goes to the installed
 * compiling validator, else it is reported on the console and answered
 * false. Whole-form validation (validateFormData, rawValidation) needs the
 * compiling validator: the component configuration forms use
 * configurationValidator() instead, and Huddle's application forms
 * validate with the engine (RJSF `noValidate`).
 */
class HuddleRjsfValidator implements ValidatorType {
  validateFormData(
    formData: unknown,
    schema: RJSFSchema,
    customValidate?: CustomValidator,
    transformErrors?: ErrorTransformer,
    uiSchema?: UiSchema,
  ): ValidationData<unknown> {
    return requireCompiling('validateFormData').validateFormData(formData, schema, customValidate, transformErrors, uiSchema);
  }

  rawValidation<Result = unknown>(schema: RJSFSchema, formData?: unknown): { errors?: Result[]; validationError?: Error } {
    return requireCompiling('rawValidation').rawValidation<Result>(schema, formData);
  }

  isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema): boolean {
    if (lacksRequiredProperty(schema, formData)) return false;
    const check = typeof schema === 'object' && schema !== null ? conditionCheck(schema as JsonSchema) : undefined;
    if (check !== undefined) return check(formData);
    if (compiling !== undefined) return compiling.isValid(schema, formData, rootSchema);
    console.error('No precompiled check of this condition; it is taken as false', schema);
    return false;
  }

  reset(): void {
    compiling?.reset?.();
  }
}

function requireCompiling(what: string): ValidatorType {
  if (compiling === undefined) throw new Error(`RJSF ${what} needs a compiling validator: installFormCompiler() first`);
  return compiling;
}

/**
 * True when `schema` has a top-level `required` naming a property `data` (an
 * object, not an array) does not have: the schema then fails, whatever its
 * other keywords say (JSON Schema `required`; a property counts as missing
 * when its value is undefined, as in ajv's generated code). This answers most
 * conditions of an empty form (e.g. 'numberOfChildren' >= 3) without a check.
 */
function lacksRequiredProperty(schema: RJSFSchema, data: unknown): boolean {
  if (typeof schema !== 'object' || schema === null || !Array.isArray(schema.required)) return false;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const answers = data as Record<string, unknown>;
  return schema.required.some((name) => typeof name === 'string' && answers[name] === undefined);
}

const shared = new HuddleRjsfValidator();

/** The shared RJSF validator of Huddle forms (see HuddleRjsfValidator). */
export function rjsfValidator(): ValidatorType {
  return shared;
}
