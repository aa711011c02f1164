import type { LegendCategoryChoicesResponse, LegendStatusesResponse, RegistrationStatusCode } from '@huddle/schemas';
import { registrationStatusName } from '@huddle/schemas';
import { businessCertifications, countries, footballAreas, industries, serviceAreas, usStates } from '@huddle/schemas/reference';

/** The categories of GET /api/legend-helpers/list-category-choices/{category} (spec §9 fixed lists of the Legends forms). */
export const legendCategories = ['industries', 'businessCertifications', 'serviceAreas', 'footballAreas', 'states', 'countries'] as const;

/** One category name of legendCategories. */
export type LegendCategory = (typeof legendCategories)[number];

const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * The choices of one category: value as stored in applications, label as
 * shown (certifications 'MBE' → 'Minority Business Enterprise', states 'TX' →
 * 'Texas'); in the fixed lists' order (spec §9).
 */
export function legendCategoryChoices(category: LegendCategory): LegendCategoryChoicesResponse {
  const choices = {
    industries: () => plain(industries),
    businessCertifications: () => businessCertifications.map((entry) => ({ value: entry.value, label: entry.name })),
    serviceAreas: () => plain(serviceAreas),
    footballAreas: () => plain(footballAreas),
    states: () => usStates.map((state) => ({ value: state.code, label: state.name })),
    countries: () => countries.map((country) => ({ value: country.name, label: country.name })),
  }[category]();
  return { category, choices };
}

/** The statuses a Legends application passes through (spec §4): Pending, Approved, Rejected, Submitted, Out of Business. */
export const legendApplicationStatuses: readonly RegistrationStatusCode[] = [1, 2, 3, 8, 11];

/** GET /api/legend-helpers/list-statuses: legendApplicationStatuses with their names. */
export function legendStatuses(): LegendStatusesResponse {
  return { statuses: legendApplicationStatuses.map((code) => ({ statusId: code, name: registrationStatusName(code) })) };
}
