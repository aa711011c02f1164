import type { RJSFSchema } from '@rjsf/utils';
import type { CompiledForm } from '@huddle/form-engine';

const schemaByForm = new WeakMap<CompiledForm, RJSFSchema>();

/**
 * A compiled form's JSON Schema as the form hands it to RJSF: the same
 * object for the same compiled form, without its `$schema` keyword. RJSF
 * copies a draft 2020-12 root schema to make its `$ref`s absolute and then
 * deep-compares that copy with the schema it is given on every change;
 * compiled forms have no `$ref`, so the copy is the schema itself and the
 * comparison is by reference.
 */
export function rjsfSchemaOf(compiled: CompiledForm): RJSFSchema {
  let schema = schemaByForm.get(compiled);
  if (schema === undefined) {
    const { $schema: _dialect, ...rest } = compiled.jsonSchema as RJSFSchema;
    schema = rest;
    schemaByForm.set(compiled, schema);
  }
  return schema;
}
