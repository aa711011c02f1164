import type { ApiOperation } from '../api-operation.ts';
import { eventId, problemResponses } from '../api-operation.ts';

/** The {token} path parameter: a resume token (32 random bytes, base64url). */
const draftToken = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]{43}$',
  description: 'Resume token from the emailed link (43 base64url characters).',
} as const;

const tooMany = { description: 'Too many saves or look-ups from this client address.', schema: 'ProblemDetails' } as const;
const closed = { description: 'The application for this program is now closed.', schema: 'ProblemDetails' } as const;
const gone = {
  description: "The saved application's link expired (30 days after its last save) or the application was already submitted.",
  schema: 'ProblemDetails',
} as const;
const unknownDraft = { description: 'No saved application has this token.', schema: 'ProblemDetails' } as const;

/** Save and finish later (drafts stored on the server, resumed by an emailed link) and the form funnel beacon. */
export const draftOperations = {
  createDraft: {
    operationId: 'createDraft',
    method: 'post',
    path: '/api/events/{eventId}/drafts',
    summary: 'Save the answers so far to finish later: stores a draft for 30 days and emails its resume link.',
    tag: 'public',
    pathParams: { eventId },
    body: 'DraftCreateRequest',
    responses: {
      201: { description: 'Saved; the resume link is queued for email.', schema: 'DraftSavedResponse' },
      400: problemResponses.invalidRequest,
      404: problemResponses.notFound,
      409: closed,
      413: problemResponses.contentTooLarge,
      415: problemResponses.notJson,
      422: {
        description: 'Invalid body, or a formVersionId or programPath that is not of this program (invalid_params names it).',
        schema: 'ProblemDetails',
      },
      429: tooMany,
    },
  },
  getDraft: {
    operationId: 'getDraft',
    method: 'get',
    path: '/api/drafts/{token}',
    summary: 'An open saved application, by the token of its resume link.',
    tag: 'public',
    pathParams: { token: draftToken },
    responses: {
      200: { description: 'The saved answers and the form version they were given under.', schema: 'DraftResponse' },
      400: problemResponses.badRequest,
      404: unknownDraft,
      409: closed,
      410: gone,
      429: tooMany,
    },
  },
  updateDraft: {
    operationId: 'updateDraft',
    method: 'put',
    path: '/api/drafts/{token}',
    summary: 'Save the answers so far again under the same resume link (its 30 days start again; no new email).',
    tag: 'public',
    pathParams: { token: draftToken },
    body: 'DraftUpdateRequest',
    responses: {
      200: { description: 'Saved.', schema: 'DraftSavedResponse' },
      400: problemResponses.invalidRequest,
      404: unknownDraft,
      409: closed,
      410: gone,
      413: problemResponses.contentTooLarge,
      415: problemResponses.notJson,
      422: { description: "Invalid body, or a formVersionId that is not of the draft's program.", schema: 'ProblemDetails' },
      429: tooMany,
    },
  },
  recordFormFunnel: {
    operationId: 'recordFormFunnel',
    method: 'post',
    path: '/api/events/{eventId}/funnel',
    summary: "Count that a browser session opened the program's public form, or started answering it (sent once per session).",
    tag: 'public',
    pathParams: { eventId },
    body: 'FormFunnelRequest',
    responses: {
      204: { description: 'Counted for today (UTC).' },
      400: problemResponses.invalidRequest,
      404: problemResponses.notFound,
      413: problemResponses.contentTooLarge,
      415: problemResponses.notJson,
      422: problemResponses.invalidBody,
      429: tooMany,
    },
  },
} as const satisfies Record<string, ApiOperation>;
