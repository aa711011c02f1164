/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Body of POST /api/events/{eventId}/funnel: the public page reports, once per browser session, that the form was opened or that a first answer was given.
 */
export interface FormFunnelRequest {
  step: 'opened' | 'started';
}
