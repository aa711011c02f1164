import { expect, test } from '@playwright/test';
import { keepCatalogOpen } from './support/e2e-database.ts';

/** Programs the journeys apply to whose real due dates have passed or are close (technology-program: 2026-12-04). */
const JOURNEY_PROGRAM_PATHS = ['finance-webinar', 'technology-program', 'gym-fitness-webinar', 'coaches-academy'];

/**
 * Runs before the journeys, once both servers have seeded their databases:
 * the seeded catalog's real due dates pass as the calendar moves on, and the
 * journeys apply to programs that were open on the catalog's reference day
 * (keepCatalogOpen). The default server then answers them open.
 */
test('the programs open on the catalog reference day stay open for the journeys', async ({ request }) => {
  for (const file of ['huddle.sqlite', 'huddle-laptop.sqlite']) keepCatalogOpen(file);
  for (const path of JOURNEY_PROGRAM_PATHS) {
    const lookup = (await (await request.get(`/api/public/paths/${path}`)).json()) as { programId: number };
    const program = (await (await request.get(`/api/events/${lookup.programId}`)).json()) as { isClosed: boolean };
    expect(program.isClosed, path).toBe(false);
  }
});
