/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { AdminProgramComponent } from './program-components-response.gen.ts';

/**
 * Body of POST /api/admin/events/{eventId}/components (201) and PUT .../components/{componentId} (200): the component.
 */
export interface ProgramComponentResponse {
  component: AdminProgramComponent;
}
