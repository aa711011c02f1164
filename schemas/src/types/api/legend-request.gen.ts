/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Body of POST /api/legends and PUT /api/legends/{legendId}: who the Legend is (PUT replaces every field; absent optional fields become null). The email is stored lower-cased and must not be another Legend's.
 */
export interface LegendRequest {
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  city?: string | null;
  stateCode?: string | null;
  country?: string | null;
  birthDate?: string | null;
}
