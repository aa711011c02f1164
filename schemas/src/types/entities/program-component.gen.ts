/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * One configured component of a program's form (spec §3 Program component). componentType names the component type in the registry; componentKey names its answers object.
 */
export interface ProgramComponent {
  componentId: number;
  /**
   * Spec §2 name, e.g. PersonalInformation.
   */
  componentType: string;
  /**
   * Property name of this component's answers object.
   */
  componentKey: string;
  displayName: string;
  displayOrder: number;
  componentText?: string | null;
  /**
   * Validated against the component type's configSchema.
   */
  configuration: {
    [k: string]: unknown;
  };
}
