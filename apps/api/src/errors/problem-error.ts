/**
 * The API's one error convention below the HTTP layer: services, auth checks
 * and file readers throw ProblemError for an expected failure; the HTTP layer
 * (http/error-handler.ts) answers it as RFC 9457 problem+json. Nothing here
 * knows Hono, so business code stays independent of the web framework.
 */
/** One field error of a problem response (RFC 9457 extension member). */
export interface InvalidParam {
  /** Dotted path of the field, e.g. 'personalInformation.firstName' or a query parameter name. */
  name: string;
  reason: string;
  friendlyName?: string;
}

/** RFC 9457 problem details body, the API's one error shape. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail?: string;
  invalid_params?: InvalidParam[];
}

/** HTTP status codes a ProblemError may carry (client and server errors). */
export type ProblemStatus = 400 | 401 | 402 | 403 | 404 | 405 | 408 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504;

/**
 * Thrown by services for an expected failure that maps to a problem response
 * (the app's onError turns it into problem+json). Services never see Hono.
 */
export class ProblemError extends Error {
  constructor(
    readonly status: ProblemStatus,
    readonly title: string,
    readonly detail?: string,
    readonly invalidParams?: InvalidParam[],
  ) {
    super(detail ?? title);
    this.name = 'ProblemError';
  }
}
