import type { FormProps } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { CompiledForm } from '@huddle/form-engine';
import { rjsfValidator } from '../theme/rjsf-validator.ts';
import { rjsfSchemaOf } from './rjsf-schema.ts';

/** The RJSF props programFormRjsfProps sets. */
export type ProgramFormRjsfProps = Pick<
  FormProps<Record<string, unknown>, RJSFSchema>,
  'schema' | 'uiSchema' | 'validator' | 'readonly' | 'noHtml5Validate' | 'noValidate' | 'omitExtraData' | 'liveOmit' | 'showErrorList'
>;

/**
 * How ProgramForm configures RJSF for a compiled form: its schema as
 * rjsfSchemaOf gives it and its UI schema, the shared validator, neither
 * the browser's nor RJSF's own validation (the engine's answer check
 * decides and feeds `extraErrors`), no error list, and, unless read-only,
 * the values of hidden conditional fields dropped as they hide
 * (`omitExtraData` with `liveOmit: 'onChange'`).
 */
export function programFormRjsfProps(compiled: CompiledForm, readOnly: boolean): ProgramFormRjsfProps {
  return {
    schema: rjsfSchemaOf(compiled),
    uiSchema: compiled.uiSchema as UiSchema,
    validator: rjsfValidator(),
    readonly: readOnly,
    noHtml5Validate: true,
    noValidate: true,
    omitExtraData: !readOnly,
    liveOmit: readOnly ? false : 'onChange',
    showErrorList: false,
  };
}
