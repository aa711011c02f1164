/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Body of POST /api/admin/events/{eventId}/components (spec §2 Add Component; permission programs.components.create): the component type to add (a name of GET /api/admin/components) and optionally its display name (default: the type name in words) and text. It starts with the type's defaultConfiguration and comes after the program's other components.
 */
export interface ComponentCreateRequest {
  componentType: string;
  displayName?: string;
  /**
   * Rich text (HTML), sanitized on save.
   */
  componentText?: string | null;
}
