/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { LegendApplication } from '../entities/legend-application.gen.ts';

/**
 * 200 body of GET/PUT /api/applications/{applicationId}: the Legend application (spec §3).
 */
export interface ApplicationResponse {
  application: LegendApplication;
}
