import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import {
  type JsonSchema,
  registerSchemaChecks,
  schemaCheck,
  type SchemaChecksModule,
  validatorCompilerInstalled,
} from '@huddle/form-engine';
import { rjsfValidator } from './rjsf-validator.ts';

/**
 * The RJSF validator of a form over one configuration schema (a component
 * type's configSchema in the back office's 'Component Details'), from the
 * schema's registered precompiled check (loadConfigurationChecks):
 * whole-form validation is RJSF's precompiled validator
 * (@rjsf/validator-ajv8 createPrecompiledValidator: RJSF's own error list and
 * error schema) around that check; conditions are answered by the
 * registered condition checks (rjsfValidator()). Nothing is compiled in the
 * page. Without a registered check (pages that compile: tests, Storybook)
 * it is rjsfValidator(). Validating data against another root schema throws.
 */
export function configurationValidator(schema: RJSFSchema): ValidatorType {
  const check = schemaCheck(schema as JsonSchema);
  if (check === undefined) return rjsfValidator();
  const key = typeof schema.$id === 'string' ? schema.$id : hashForSchema(schema);
  const precompiled = createPrecompiledValidator({ [key]: check } as unknown as ValidatorFunctions, schema);
  const conditions = rjsfValidator();
  return {
    validateFormData: (formData, rootSchema, customValidate, transformErrors, uiSchema) =>
      precompiled.validateFormData(formData, rootSchema, customValidate, transformErrors, uiSchema),
    rawValidation: (rootSchema, formData) => precompiled.rawValidation(rootSchema, formData),
    isValid: (condition, formData, rootSchema) => conditions.isValid(condition, formData, rootSchema),
    reset: () => conditions.reset?.(),
  };
}

/** Loads in progress or done, per module URL (React `use` needs one stable promise). */
const loads = new Map<string, Promise<void>>();

/**
 * Imports the configuration schemas' checks module at `url`
 * (GET /api/admin/components configurationChecksUrl:
 * '/api/form-validators/{hash}.js', immutable) and registers it
 * (registerSchemaChecks), so compileForm() checks configurations, and the
 * configuration editors validate, without compiling in the page. One
 * promise per URL; nothing is loaded where the page compiles
 * (installFormCompiler: tests, Storybook). Rejects when the module cannot
 * be loaded; the failed promise is kept (browsers keep a failed module
 * import failed until the page reloads).
 */
export function loadConfigurationChecks(url: string): Promise<void> {
  if (validatorCompilerInstalled()) return Promise.resolve();
  let loading = loads.get(url);
  if (loading === undefined) {
    loading = import(/* @vite-ignore */ url).then((module: SchemaChecksModule) => registerSchemaChecks(module));
    loads.set(url, loading);
  }
  return loading;
}
