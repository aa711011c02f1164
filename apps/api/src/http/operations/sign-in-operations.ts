import type { ApiOperation, ApiResponse } from '../api-operation.ts';
import { problemResponses } from '../api-operation.ts';

/** Problem responses of the sign-in pages: problem+json, or an HTML page for a browser. */
const signInProblems = {
  unavailable: { description: 'The identity provider cannot be reached.', schema: 'ProblemDetails', htmlPage: true },
} as const satisfies Record<string, ApiResponse>;

/** Sign-in operations and the API description itself. */
export const signInOperations = {
  getAdminUser: {
    operationId: 'getAdminUser',
    method: 'get',
    path: '/api/admin/user',
    summary: 'The signed-in staff member: roles, permissions and the spec §3 flags.',
    tag: 'sign-in',
    signedIn: true,
    responses: { 200: { description: 'The staff member.', schema: 'AdminUserResponse' }, 401: problemResponses.unauthorized },
  },
  login: {
    operationId: 'login',
    method: 'get',
    path: '/login',
    summary: 'Starts staff sign-in (OIDC code flow with PKCE); query returnTo=/app/... and lang=en|es (sign-in page language)',
    tag: 'sign-in',
    responses: { 302: { description: 'To the identity provider.' }, 503: signInProblems.unavailable },
  },
  loginCallback: {
    operationId: 'loginCallback',
    method: 'get',
    path: '/login/callback',
    summary: 'Completes sign-in, sets the huddle_session cookie.',
    tag: 'sign-in',
    responses: {
      302: { description: 'To returnTo (default /app).' },
      400: {
        description: 'The sign-in attempt expired or the identity provider did not accept it.',
        schema: 'ProblemDetails',
        htmlPage: true,
      },
      403: { description: 'The signed-in person is not a staff member of Huddle.', schema: 'ProblemDetails', htmlPage: true },
      503: signInProblems.unavailable,
    },
  },
  logout: {
    operationId: 'logout',
    method: 'post',
    path: '/logout',
    summary: 'Deletes the session and clears the cookie.',
    tag: 'sign-in',
    responses: { 204: { description: 'Signed out.' }, 403: problemResponses.crossSite },
  },
  getOpenApi: {
    operationId: 'getOpenApi',
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This OpenAPI 3.1 document.',
    tag: 'meta',
    responses: { 200: { description: 'The document.', mediaType: 'application/json' } },
  },
} as const satisfies Record<string, ApiOperation>;
