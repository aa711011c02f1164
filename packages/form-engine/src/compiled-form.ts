import type { ProgramComponent } from '@huddle/schemas';
import type { JsonSchema, UiSchema } from './json-schema.ts';
import type { SectionName } from './component-type.ts';

/** A component as placed in a compiled section, with what the renderer needs. */
export interface CompiledComponent {
  componentId: number;
  componentType: string;
  componentKey: string;
  displayName: string;
  componentText: string | null;
  configuration: ProgramComponent['configuration'];
  /** False when the registry has no such type: the renderer says so and goes on. */
  available: boolean;
  /** True when the component has an answers object in jsonSchema. */
  hasAnswers: boolean;
}

/** Friendly name of one answer field, keyed in fieldIndex by dotted path. */
export interface FieldInfo {
  /** Spec §5 friendly name; questions: first 15 characters + '...'. */
  friendlyName: string;
}

/**
 * Output of compileForm(): deterministic for a given FormDefinition and
 * registry. Stored as an immutable form version identified by its hash.
 */
export interface CompiledForm {
  jsonSchema: JsonSchema;
  uiSchema: UiSchema;
  sections: Record<SectionName, CompiledComponent[]>;
  /** Dotted answer path (e.g. 'personalInformation.firstName') → field info. */
  fieldIndex: Record<string, FieldInfo>;
}

/** A compiled form with its content hash (sha-256 hex of canonical JSON). */
export interface FormVersionContent {
  contentHash: string;
  compiled: CompiledForm;
}
