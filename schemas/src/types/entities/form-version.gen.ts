/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * An immutable compiled form version of a program (the form of spec §2 public application form, compiled), identified by the content hash of its compiled form. Every registration is pinned to the version its answers were validated against.
 */
export interface FormVersion {
  id: number;
  /**
   * sha-256 hex of the canonical JSON of the compiled form.
   */
  contentHash: string;
  /**
   * A CompiledForm of @huddle/form-engine: { jsonSchema, uiSchema, sections, fieldIndex }.
   */
  compiled: {};
  /**
   * Where the form's precompiled validator module is served (an ES module, immutable: named by the sha-256 hex of its text). Pages import it instead of compiling the schema.
   */
  validatorUrl: string;
}
