import { createValidator, installValidatorCompiler } from '@huddle/form-engine';
import { createCompilingRjsfValidator } from '../theme/compiling-rjsf-validator.ts';
import { installCompilingRjsfValidator } from '../theme/rjsf-validator.ts';

/**
 * Lets forms without a loaded validator module validate by compiling their
 * schema in the page: the engine's formValidator() falls back to
 * createValidator(), RJSF's conditions and whole-form validation to a
 * compiling validator. For Storybook and tests: pages that run it need
 * 'unsafe-eval'. The public app never imports it.
 */
export function installFormCompiler(): void {
  installValidatorCompiler(createValidator);
  installCompilingRjsfValidator(createCompilingRjsfValidator());
}
