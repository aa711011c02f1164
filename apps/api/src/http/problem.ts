import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { InvalidParam, ProblemDetails } from '../errors/problem-error.ts';

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
