/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 200 body of GET /api/admin/events/{eventId}/components and of PUT .../components/{componentId}/display-order/{n}: the program's components by displayOrder then componentId (spec §2 Program Components; empty: 'No Components').
 */
export interface ProgramComponentsResponse {
  components: AdminProgramComponent[];
}
/**
 * One component of a program as the builder lists it.
 */
export interface AdminProgramComponent {
  componentId: number;
  componentType: string;
  componentKey: string;
  displayName: string;
  displayOrder: number;
  componentText: string | null;
  /**
   * The stored configuration (keys the type's defaultConfiguration fills in when compiling are not repeated).
   */
  configuration: {
    [k: string]: unknown;
  };
  /**
   * Form section of its type; null when the registry has no such type.
   */
  section: 'Header' | 'Body' | 'Footer' | null;
  /**
   * False: 'No Admin for this Component' (its type has no configSchema).
   */
  hasAdmin: boolean;
  /**
   * False when the registry has no such type (the form skips it).
   */
  available: boolean;
}
