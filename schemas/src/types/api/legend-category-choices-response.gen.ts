/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 200 body of GET /api/legend-helpers/list-category-choices/{category}: the fixed choices of one Legends category (spec §9): value as stored, label as shown.
 */
export interface LegendCategoryChoicesResponse {
  category: string;
  choices: {
    value: string;
    label: string;
  }[];
}
