import type { CompiledForm } from './compiled-form.ts';
import { FormConfigError } from './form-config-error.ts';
import { registeredValidation } from './precompiled-validation.ts';
import type { FormValidator } from './validation-result.ts';

/** Builds a validator for a form that has no registered validation (createValidator compiles one). */
export type ValidatorCompiler = (compiled: CompiledForm) => FormValidator;

let compiler: ValidatorCompiler | undefined;

/**
 * Lets formValidator() compile the forms that have no registered
 * validation: Storybook and tests pass createValidator. The apps never call
 * it, so no page needs 'unsafe-eval' (the public app's bundle has no ajv
 * compiler).
 */
export function installValidatorCompiler(compile: ValidatorCompiler): void {
  compiler = compile;
}

/** Whether installValidatorCompiler() was called: forms then validate without a loaded module. */
export function validatorCompilerInstalled(): boolean {
  return compiler !== undefined;
}

/**
 * The validator of `compiled` without compiling in the page: the
 * precompiled validation registered for it (registerValidation, from the
 * form version's validator module), else the installed compiler's. Throws
 * FormConfigError (componentKey null) when there is neither: load the form
 * version's validator module before rendering its form.
 */
export function formValidator(compiled: CompiledForm): FormValidator {
  const registered = registeredValidation(compiled);
  if (registered !== undefined) return registered.validator;
  if (compiler !== undefined) return compiler(compiled);
  throw new FormConfigError({ componentKey: null, componentType: null }, 'the validator module of this form version is not loaded');
}
