import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

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

/**
 * Builds the problem+json response every route and middleware uses for errors.
 * `type` is 'about:blank' unless given; never includes a stack trace.
 */
export function problem(
  c: Context,
  status: ContentfulStatusCode,
  title: string,
  extra: { detail?: string; invalidParams?: InvalidParam[]; type?: string } = {},
): Response {
  const body: ProblemDetails = { type: extra.type ?? 'about:blank', title, status };
  if (extra.detail !== undefined) body.detail = extra.detail;
  if (extra.invalidParams !== undefined) body.invalid_params = extra.invalidParams;
  return c.body(JSON.stringify(body), status, { 'content-type': 'application/problem+json' });
}

/**
 * Thrown by services for an expected failure that maps to a problem response
 * (the app's onError turns it into problem+json). Services never see Hono.
 */
export class ProblemError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly title: string,
    readonly detail?: string,
    readonly invalidParams?: InvalidParam[],
  ) {
    super(detail ?? title);
    this.name = 'ProblemError';
  }
}
