import Ajv2020 from 'ajv/dist/2020.js';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import { ajvOptions, configureAjv } from '@huddle/form-engine';

let shared: ValidatorType | undefined;

/**
 * RJSF's validator with the engine's ajv setup (draft 2020-12, the same
 * options and keywords as createValidator() and the API), so the fields RJSF
 * marks are the ones the server refuses. Created once and shared: it caches
 * compiled schemas by content.
 */
export function rjsfValidator(): ValidatorType {
  shared ??= customizeValidator({
    AjvClass: Ajv2020 as unknown as CustomValidatorOptionsType['AjvClass'],
    ajvOptionsOverrides: { ...ajvOptions },
    extenderFn: (ajv) => configureAjv(ajv),
  });
  return shared;
}
