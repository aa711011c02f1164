/**
 * @huddle/form-engine: compiles a program's form definition into JSON Schema
 * + UI schema, validates answers with the one shared ajv configuration, turns
 * errors into the spec §5 missing-fields list and projects list columns.
 * Pure TypeScript: runs in the browser and on the server.
 */
export type { JsonSchema, JsonSchemaType, UiSchema } from './json-schema.ts';
export type { SectionName, CompileContext, ProjectedColumns, ComponentType, ComponentRegistry } from './component-type.ts';
export type { CompiledComponent, FieldInfo, CompiledForm, FormVersionContent } from './compiled-form.ts';
export type { FieldError, ValidationResult, FormValidator } from './validation-result.ts';
export type { ConfigurableAjv } from './ajv-options.ts';

export { specPatterns, DEFAULT_TEXT_LIMIT, SELECT_PLACEHOLDER } from './spec-patterns.ts';
export { FormConfigError } from './form-config-error.ts';
export { compileForm, JSON_SCHEMA_DIALECT, type CompileFormOptions } from './compile-form.ts';
export { SECTION_ORDER } from './definition-order.ts';
export { COMPONENT_KEY_PATTERN } from './check-component-keys.ts';
export { ARRAY_ITEM_SEGMENT } from './field-index.ts';
export { findFieldInfo, friendlyNameFor } from './find-field-info.ts';
export { friendlyQuestionName, QUESTION_NAME_LENGTH } from './friendly-question-name.ts';
export { createFormVersion, hashCompiledForm } from './form-version.ts';
export { ajvOptions, configureAjv } from './ajv-options.ts';
export { FRIENDLY_NAME_KEYWORD } from './friendly-name-keyword.ts';
export { compileCached, createAjv } from './engine-ajv.ts';
export { createValidator } from './create-validator.ts';
export { formValidator, installValidatorCompiler, validatorCompilerInstalled, type ValidatorCompiler } from './form-validator.ts';
export { generateSchemaChecksModule, generateValidatorModule } from './validator-module.ts';
export { collectConditions } from './condition-key.ts';
export { formValidationKey } from './validation-key.ts';
export {
  instantiateValidatorModule,
  registerValidation,
  registerSchemaChecks,
  schemaCheck,
  registeredValidation,
  shareValidation,
  conditionCheck,
  type ConditionCheck,
  type PrecompiledValidation,
  type ValidatorModule,
  type ValidatorModuleExports,
  type SchemaChecksExports,
  type SchemaChecksModule,
} from './precompiled-validation.ts';
export { missingFieldNames } from './missing-fields.ts';
export { projectAnswers } from './project-answers.ts';
export { emptyAnswers } from './empty-answers.ts';
export { holdsGivenAnswer } from './given-answers.ts';
export { textHygienePatterns, withTextHygiene, isFreeTextSchema, MULTI_LINE_WIDGET } from './text-hygiene.ts';
export { trimAnswers, freeTextPaths } from './trim-answers.ts';
export { answersThatFit, type FittingAnswers } from './answers-that-fit.ts';
export type { FieldTexts, ComponentTexts, FormTranslation } from './form-translation.ts';
export { translateCompiledForm } from './translate-compiled-form.ts';
export { lookUpText, type TextTable } from './text-table.ts';
