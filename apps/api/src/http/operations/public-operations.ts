import type { ApiOperation } from '../api-operation.ts';
import { eventId, problemResponses } from '../api-operation.ts';
import { DEFAULT_SERVER_TIMEOUTS } from '../../config-timeouts.ts';

/** The public application operations: path lookup, program page, submit. */
export const publicOperations = {
  lookupPublicPath: {
    operationId: 'lookupPublicPath',
    method: 'get',
    path: '/api/public/paths/{path}',
    summary: 'Which program a public path shows (case-insensitive).',
    tag: 'public',
    pathParams: {
      path: { type: 'string', minLength: 1, maxLength: 200, description: "Public path without the leading slash, e.g. 'coaches-academy'." },
    },
    responses: { 200: { description: 'The program behind the path.', schema: 'PathLookupResponse' }, 404: problemResponses.notFound },
  },
  getPublicProgram: {
    operationId: 'getPublicProgram',
    method: 'get',
    path: '/api/events/{eventId}',
    summary:
      "The public application page of a program, with its current form version; lang=es answers its Spanish texts (English where a text has none; the form version's values and rules are the same).",
    tag: 'public',
    pathParams: { eventId },
    query: 'PublicProgramQuery',
    responses: {
      200: { description: 'The program.', schema: 'PublicProgram' },
      400: problemResponses.badRequest,
      404: problemResponses.notFound,
    },
  },
  getFormValidator: {
    operationId: 'getFormValidator',
    method: 'get',
    path: '/api/form-validators/{file}',
    summary:
      "A form version's precompiled validator module (the formVersion.validatorUrl of a program): an ES module whose default export takes the validator runtime and returns the form's checks. Immutable: its name is the sha-256 hex of its text.",
    tag: 'public',
    pathParams: {
      file: { type: 'string', pattern: '^[0-9a-f]{64}\\.js$', description: "The module's sha-256 hex followed by '.js'." },
    },
    responses: {
      200: { description: 'The module (text/javascript), cacheable forever.', mediaType: 'text/javascript' },
      304: { description: 'Not modified (If-None-Match named its ETag).' },
      400: problemResponses.badRequest,
      404: problemResponses.notFound,
    },
  },
  submitResponse: {
    operationId: 'submitResponse',
    method: 'post',
    path: '/api/events/{eventId}/responses',
    summary: 'Submit an application against a form version of the program.',
    tag: 'public',
    pathParams: { eventId },
    headers: {
      'Idempotency-Key': {
        description:
          'Names one submission attempt: 1 to 255 visible ASCII characters (the public app sends a UUID made when the form opens); anything else is a 400. Keys are unique per program: the first request with a key that is answered 201 stores the application; a repeat with the same key in the same program, sequential or concurrent, on any instance, gets that 201 answer again (same registrationId) with the response header Idempotency-Replayed: true, whatever its body, and stores and emails nothing (a repeat sent after the first answer is not counted against the submit rate limit). A refused attempt (4xx) stores no key, so the corrected application may be sent with the same key. The same key in another program is another submission. Without the header (API clients) every request is a new submission.',
        schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
      },
    },
    body: 'SubmitResponseRequest',
    responses: {
      201: {
        description: 'Stored (or, for a repeated Idempotency-Key, stored before: the first answer again).',
        schema: 'SubmitResponseResponse',
        headers: {
          'Idempotency-Replayed': {
            description: "'true' when this answer repeats the first submission with the same Idempotency-Key.",
            schema: { type: 'string', enum: ['true'] },
          },
        },
      },
      400: {
        description: 'Malformed JSON or parameter, or an invalid Idempotency-Key header (invalid_params names it).',
        schema: 'ProblemDetails',
      },
      404: problemResponses.notFound,
      408: {
        description: `The request did not arrive in time (HEADERS_TIMEOUT_SECONDS, default ${DEFAULT_SERVER_TIMEOUTS.headersMs / 1000}, for the headers; REQUEST_TIMEOUT_SECONDS, default ${DEFAULT_SERVER_TIMEOUTS.requestMs / 1000}, for the whole request); the connection is closed. Nothing was stored: send it again with the same Idempotency-Key.`,
      },
      409: { description: 'The application for this program is now closed.', schema: 'ProblemDetails' },
      410: {
        description: 'The draftToken names a saved application whose link expired or that was already submitted; nothing was stored.',
        schema: 'ProblemDetails',
      },
      413: { description: 'Body too large.', schema: 'ProblemDetails' },
      415: { description: 'Body is not JSON.', schema: 'ProblemDetails' },
      422: { description: "'Invalid answers' (invalid_params names each field) or an invalid body.", schema: 'ProblemDetails' },
      429: {
        description: 'Too many applications from this client address (SUBMIT_RATE_LIMIT per SUBMIT_RATE_WINDOW_SECONDS).',
        schema: 'ProblemDetails',
      },
    },
  },
} as const satisfies Record<string, ApiOperation>;
