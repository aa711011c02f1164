import type { JsonSchema } from '@huddle/form-engine';
import type { Permission, SchemaName } from '@huddle/schemas';

/** One documented response of an operation. */
export interface ApiResponse {
  description: string;
  /** Body schema; problem responses use ProblemDetails. Absent: no body (e.g. 204, 302). */
  schema?: SchemaName;
  /** Response headers worth documenting, by name. */
  headers?: Readonly<Record<string, ApiHeader>>;
  /** Media type of a body described without a schema (the OpenAPI document itself). */
  mediaType?: string;
  /** Also answered as an HTML page (text/html) when the request accepts it (the sign-in pages). */
  htmlPage?: boolean;
}

/** A documented request or response header. */
export interface ApiHeader {
  description: string;
  schema: JsonSchema;
  /** Request headers only: whether the request must carry it (default false). */
  required?: boolean;
}

/**
 * One HTTP operation of the API: the single description the routes validate
 * requests with (path parameters, query, JSON body) and /api/openapi.json
 * publishes.
 */
export interface ApiOperation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI path template, e.g. '/api/events/{eventId}'. */
  path: string;
  summary: string;
  tag: 'public' | 'staff' | 'sign-in' | 'meta';
  /** Permission the route requires (spec §6); absent for public routes. */
  permission?: Permission;
  /** Requires a session but no particular permission. */
  signedIn?: boolean;
  /** Path parameters: name → schema of the (coerced) value. */
  pathParams?: Readonly<Record<string, JsonSchema>>;
  query?: SchemaName;
  body?: SchemaName;
  /** Request headers the operation reads, by name. */
  headers?: Readonly<Record<string, ApiHeader>>;
  /** A body read as raw bytes, not JSON-validated (the Stripe webhook verifies its signature on them). */
  rawBody?: { mediaType: string; description: string };
  responses: Readonly<Record<number, ApiResponse>>;
}

/** Largest id the database stores (32-bit integer columns on Postgres). */
export const MAX_ID = 2_147_483_647;

/** Schema of an integer id path parameter (1 to MAX_ID) with its description. */
export const id = (description: string): JsonSchema => ({ type: 'integer', minimum: 1, maximum: MAX_ID, description });
/** The {eventId} path parameter. */
export const eventId = id('Program id (spec §3 eventId).');
/** The {personId} path parameter. */
export const personId = id('Registration id of the participant.');
/** The payment reference of a registration (payment link parameter 'registration'). */
export const paymentReference: JsonSchema = {
  type: 'string',
  format: 'uuid',
  description: "The registration's payment reference (the payment link's 'registration' parameter).",
};
/** Id of a sandbox checkout session (the 'session' parameter of its checkoutUrl). */
export const sandboxSessionId: JsonSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 200,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'Sandbox checkout session id.',
};
/** The {registrationId} path parameter. */
export const registrationId = id('Registration id of the participant.');

/** Search text of the player database searches (spec §5: suggestions after more than 1 character). */
export const searchPattern: JsonSchema = {
  type: 'string',
  minLength: 2,
  maxLength: 100,
  description: 'Part of the name to look for (at least 2 characters).',
};

/** The problem+json responses most staff operations share. */
export const problemResponses = {
  badRequest: { description: 'Invalid path or query parameter (problem naming the field).', schema: 'ProblemDetails' },
  invalidRequest: {
    description: 'Invalid path, query or header parameter, or malformed JSON (problem naming the field).',
    schema: 'ProblemDetails',
  },
  unauthorized: { description: 'No staff session.', schema: 'ProblemDetails' },
  forbidden: {
    description: "The signed-in staff member lacks the permission, or the program is outside the staff member's program families.",
    schema: 'ProblemDetails',
  },
  notFound: { description: 'Unknown program or participant.', schema: 'ProblemDetails' },
  notJson: { description: 'The body is not application/json.', schema: 'ProblemDetails' },
  invalidBody: { description: 'The JSON body does not match its schema (problem naming each field).', schema: 'ProblemDetails' },
  contentTooLarge: { description: 'The JSON body is larger than 1 MiB.', schema: 'ProblemDetails' },
  crossSite: { description: 'Cross-site request refused (its Origin is not the site).', schema: 'ProblemDetails' },
} as const satisfies Record<string, ApiResponse>;
