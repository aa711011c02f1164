/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 200 body of GET /api/admin/components: the component types a program can add (spec §2 Add Component modal), by name.
 */
export interface ComponentTypesResponse {
  components: ComponentTypeInfo[];
  /**
   * The precompiled checks module of every configuration schema (the types' configSchemas, a contact list question's configuration; GET /api/form-validators/{file}): the builder checks configurations and validates its configuration editors with it, compiling nothing in the page.
   */
  configurationChecksUrl: string;
}
/**
 * One component type of the registry.
 */
export interface ComponentTypeInfo {
  /**
   * Spec §2 name, e.g. PersonalInformation.
   */
  name: string;
  description: string;
  section: 'Header' | 'Body' | 'Footer';
  /**
   * JSON Schema of the admin configuration (the 'Component Details' editor); null: 'No Admin for this Component'.
   */
  configSchema: {
    [k: string]: unknown;
  } | null;
  /**
   * Configuration a newly added component starts with.
   */
  defaultConfiguration: {
    [k: string]: unknown;
  };
}
