import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import { ajvOptions, configureAjv } from '@huddle/form-engine';

/**
 * RJSF's validator that compiles in the page (pages whose CSP allows
 * 'unsafe-eval': tests, Storybook), with the engine's ajv setup (draft 2020-12, the same
 * options and keywords as createValidator() and the API), so the fields RJSF
 * marks are the ones the server refuses.
 *
 * RJSF asks `isValid(subschema)` while it lays out the form, to choose the
 * branch of every if/then/else (e.g. the US state list or free text). Such
 * a condition that refers to nothing outside itself (no `$ref`) is compiled
 * alone, once per condition, by an ajv with the same options and keywords
 * (its schema was already checked when the whole form schema compiled), so
 * laying out a form never compiles the whole form schema or the draft
 * 2020-12 meta-schema.
 * Every other call goes to RJSF's own ajv validator,
 * created on its first use (`full`), so a form whose layout needs only such
 * conditions never builds it.
 */
class CompilingRjsfValidator implements ValidatorType {
  private conditionAjvInstance: Ajv2020 | undefined;
  private readonly byObject = new WeakMap<object, ValidateFunction | null>();
  private readonly byContent = new Map<string, ValidateFunction | null>();

  private fullValidator: ValidatorType | undefined;

  constructor(private readonly createFull: () => ValidatorType) {}

  /** The ajv that compiles standalone conditions (a boolean answer is all RJSF needs), built on first use. */
  private get conditionAjv(): Ajv2020 {
    this.conditionAjvInstance ??= configureAjv(new Ajv2020({ ...ajvOptions, allErrors: false, validateSchema: false, meta: false }));
    return this.conditionAjvInstance;
  }

  /** RJSF's own validator (the engine's ajv options and keywords), built on first use. */
  private get full(): ValidatorType {
    this.fullValidator ??= this.createFull();
    return this.fullValidator;
  }

  validateFormData(
    formData: unknown,
    schema: RJSFSchema,
    customValidate?: CustomValidator,
    transformErrors?: ErrorTransformer,
    uiSchema?: UiSchema,
  ): ValidationData<unknown> {
    return this.full.validateFormData(formData, schema, customValidate, transformErrors, uiSchema);
  }

  rawValidation<Result = unknown>(schema: RJSFSchema, formData?: unknown): { errors?: Result[]; validationError?: Error } {
    return this.full.rawValidation<Result>(schema, formData);
  }

  isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema): boolean {
    const condition = this.conditionValidator(schema);
    return condition === null ? this.full.isValid(schema, formData, rootSchema) : condition(formData);
  }

  reset(): void {
    this.byContent.clear();
    this.fullValidator?.reset?.();
  }

  /** The standalone validator of a self-contained condition, or null for one with references. */
  private conditionValidator(schema: RJSFSchema): ValidateFunction | null {
    if (typeof schema !== 'object' || schema === null) return null;
    const known = this.byObject.get(schema);
    if (known !== undefined) return known;
    const content = JSON.stringify(schema);
    let validate = this.byContent.get(content);
    if (validate === undefined) {
      validate =
        content.includes('"$ref"') || content.includes('"$dynamicRef"')
          ? null
          : this.conditionAjv.compile(JSON.parse(content) as RJSFSchema);
      this.byContent.set(content, validate);
    }
    this.byObject.set(schema, validate);
    return validate;
  }
}

/**
 * A compiling RJSF validator of Huddle forms (see CompilingRjsfValidator);
 * compiled conditions are cached in it. For installFormCompiler().
 */
export function createCompilingRjsfValidator(): ValidatorType {
  return new CompilingRjsfValidator(() =>
    customizeValidator({
      AjvClass: Ajv2020 as unknown as CustomValidatorOptionsType['AjvClass'],
      ajvOptionsOverrides: { ...ajvOptions },
      extenderFn: (ajv) => configureAjv(ajv),
    }),
  );
}
