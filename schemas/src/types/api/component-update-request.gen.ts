/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Body of PUT /api/admin/events/{eventId}/components/{componentId} (spec §2 'Component Details'): the fields to change. configuration replaces the stored configuration and is validated (over the type's defaultConfiguration) against the type's configSchema with the form engine's validator: 422 problem naming each field as 'configuration.<key>'; a type without configSchema takes no configuration.
 */
export interface ComponentUpdateRequest {
  displayName?: string;
  /**
   * Rich text (HTML), sanitized on save.
   */
  componentText?: string | null;
  /**
   * The component's admin configuration (spec §3 configuration keys).
   */
  configuration?: {
    [k: string]: unknown;
  };
}
