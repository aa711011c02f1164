import type { CompiledForm } from './compiled-form.ts';
import { conditionKey } from './condition-key.ts';
import type { JsonSchema } from './json-schema.ts';
import type { FormValidator } from './validation-result.ts';
import { validatorFromFunction, type AnswersCheckFunction } from './validator-from-function.ts';
import { validatorRuntimeRequire } from './validator-runtime.ts';

/** A boolean check of data against one condition schema (an `if`, an `anyOf` option). */
export type ConditionCheck = (data: unknown) => boolean;

/**
 * What a precompiled validator module's factory returns
 * (generateValidatorModule): the whole-form check with ajv's error list, and
 * the form's condition checks keyed by conditionKey().
 */
export interface ValidatorModuleExports {
  form: AnswersCheckFunction;
  conditions: Record<string, ConditionCheck>;
}

/** A loaded precompiled validator module (ESM): its default export builds the checks from the runtime. */
export interface ValidatorModule {
  default: (require: (name: string) => unknown) => ValidatorModuleExports;
}

/** The validation of one form, ready to use: the engine's validator and the condition checks. */
export interface PrecompiledValidation {
  /** The whole-form check the validator wraps. */
  form: AnswersCheckFunction;
  validator: FormValidator;
  conditions: ReadonlyMap<string, ConditionCheck>;
}

const byForm = new WeakMap<CompiledForm, PrecompiledValidation>();
/**
 * Registered checks by conditionKey(), looked up for a schema object: the
 * key (canonical JSON of the schema) is computed once per object, and not
 * at all while nothing is registered.
 */
class KeyedChecks<Check> {
  private readonly byKey = new Map<string, Check>();
  private readonly byObject = new WeakMap<object, Check>();

  add(entries: Iterable<readonly [string, Check]>): void {
    for (const [key, check] of entries) this.byKey.set(key, check);
  }

  find(schema: JsonSchema): Check | undefined {
    const known = this.byObject.get(schema);
    if (known !== undefined || this.byKey.size === 0) return known;
    const check = this.byKey.get(conditionKey(schema));
    if (check !== undefined) this.byObject.set(schema, check);
    return check;
  }
}

const conditions = new KeyedChecks<ConditionCheck>();
const schemaChecks = new KeyedChecks<AnswersCheckFunction>();

/**
 * Runs a loaded validator module's factory with the validator runtime and
 * wraps its checks for `compiled` (the form it was generated from, or a
 * translated view of it): validator.validate()/judge() behave as
 * createValidator(compiled)'s. Throws Error when the module needs a runtime
 * part that is missing.
 */
export function instantiateValidatorModule(compiled: CompiledForm, module: ValidatorModule): PrecompiledValidation {
  const exports = module.default(validatorRuntimeRequire);
  return {
    form: exports.form,
    validator: validatorFromFunction(compiled, exports.form),
    conditions: new Map(Object.entries(exports.conditions)),
  };
}

/**
 * Makes `validation` the one formValidator(compiled) answers, and its
 * condition checks the ones conditionCheck() finds (for every form: the
 * checks of equal conditions are interchangeable). Registering again replaces.
 */
export function registerValidation(compiled: CompiledForm, validation: PrecompiledValidation): void {
  byForm.set(compiled, validation);
  conditions.add(validation.conditions);
}

/** What a schema checks module's factory returns (generateSchemaChecksModule): whole-schema and condition checks, keyed by conditionKey(). */
export interface SchemaChecksExports {
  schemas: Record<string, AnswersCheckFunction>;
  conditions: Record<string, ConditionCheck>;
}

/** A loaded schema checks module (ESM): its default export builds the checks from the runtime. */
export interface SchemaChecksModule {
  default: (require: (name: string) => unknown) => SchemaChecksExports;
}

/**
 * Runs a loaded schema checks module (generateSchemaChecksModule: the
 * configuration schemas) with the validator runtime and registers its
 * checks: schemaCheck() finds its whole-schema checks (compileForm's
 * configuration checks and the configuration editors use them instead of
 * compiling), conditionCheck() its conditions. Throws Error when the module
 * needs a runtime part that is missing.
 */
export function registerSchemaChecks(module: SchemaChecksModule): void {
  const exports = module.default(validatorRuntimeRequire);
  schemaChecks.add(Object.entries(exports.schemas));
  conditions.add(Object.entries(exports.conditions));
}

/**
 * The registered whole-schema check of `schema` (by conditionKey, remembered
 * per schema object; it sets `errors` as ajv's compiled functions do), or
 * undefined when no registered module has it.
 */
export function schemaCheck(schema: JsonSchema): AnswersCheckFunction | undefined {
  return schemaChecks.find(schema);
}

/** Translated views (shareValidation) → the form they were made from. */
const sources = new WeakMap<CompiledForm, CompiledForm>();

/**
 * The validation registered for `compiled` (registerValidation), or for the
 * form it is a view of (shareValidation); undefined when neither has one.
 */
export function registeredValidation(compiled: CompiledForm): PrecompiledValidation | undefined {
  const own = byForm.get(compiled);
  if (own !== undefined) return own;
  const source = sources.get(compiled);
  const shared = source === undefined ? undefined : registeredValidation(source);
  if (shared === undefined) return undefined;
  const view = { ...shared, validator: validatorFromFunction(compiled, shared.form) };
  byForm.set(compiled, view);
  return view;
}

/**
 * Records that `view` (a translated copy of `source`: the same validation,
 * other texts) validates as `source` does: registeredValidation(view) is
 * source's, with view's friendly names, also when source's is registered later.
 */
export function shareValidation(source: CompiledForm, view: CompiledForm): void {
  sources.set(view, source);
}

/**
 * The registered check of a condition schema (by conditionKey, remembered
 * per schema object), or undefined when no registered module has it.
 */
export function conditionCheck(schema: JsonSchema): ConditionCheck | undefined {
  return conditions.find(schema);
}
