/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * Every error response (RFC 9457, content-type application/problem+json), with invalid_params for field errors. Never a 200 with an error field; never a stack trace.
 */
export interface ProblemDetails {
  /**
   * Problem type URI; 'about:blank' when the status says it all.
   */
  type: string;
  /**
   * Short summary, e.g. 'Invalid answers'.
   */
  title: string;
  status: number;
  /**
   * Human-readable explanation, e.g. 'The application for this program is now closed'.
   */
  detail?: string;
  instance?: string;
  invalid_params?: InvalidParam[];
}
/**
 * One invalid field: its dotted answer path, why, and the spec §5 friendly name when it has one.
 */
export interface InvalidParam {
  /**
   * Dotted path, e.g. 'personalInformation.firstName'.
   */
  name: string;
  /**
   * E.g. 'is required'.
   */
  reason: string;
  /**
   * E.g. 'First Name'.
   */
  friendlyName?: string;
}
