import type { JsonSchema } from '@huddle/form-engine';
import type { Permission, SchemaName } from '@huddle/schemas';

/** One documented response of an operation. */
export interface ApiResponse {
  description: string;
  /** Body schema; problem responses use ProblemDetails. Absent: no body (e.g. 204, 302). */
  schema?: SchemaName;
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
  /** A body read as raw bytes, not JSON-validated (the Stripe webhook verifies its signature on them). */
  rawBody?: { mediaType: string; description: string };
  responses: Readonly<Record<number, ApiResponse>>;
}

/** Largest id the database stores (32-bit integer columns on Postgres). */
const MAX_ID = 2_147_483_647;

const id = (description: string): JsonSchema => ({ type: 'integer', minimum: 1, maximum: MAX_ID, description });
const eventId = id('Program id (spec §3 eventId).');
const personId = id('Registration id of the participant.');
/** The payment reference of a registration (payment link parameter 'registration'). */
const paymentReference: JsonSchema = { type: 'string', format: 'uuid', description: "The registration's payment reference (the payment link's 'registration' parameter)." };
/** Id of a sandbox checkout session (the 'session' parameter of its checkoutUrl). */
const sandboxSessionId: JsonSchema = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$', description: 'Sandbox checkout session id.' };
const registrationId = id('Registration id of the participant.');

/** Search text of the player database searches (spec §5: suggestions after more than 1 character). */
const searchPattern: JsonSchema = { type: 'string', minLength: 2, maxLength: 100, description: 'Part of the name to look for (at least 2 characters).' };

const problemResponses = {
  badRequest: { description: 'Invalid path or query parameter (problem naming the field).', schema: 'ProblemDetails' },
  unauthorized: { description: 'No staff session.', schema: 'ProblemDetails' },
  forbidden: { description: "The signed-in staff member lacks the permission, or the program is outside the staff member's program families.", schema: 'ProblemDetails' },
  notFound: { description: 'Unknown program or participant.', schema: 'ProblemDetails' },
} as const satisfies Record<string, ApiResponse>;

/** Every operation of the API, in the order the OpenAPI document lists them. */
export const apiOperations = {
  lookupPublicPath: {
    operationId: 'lookupPublicPath',
    method: 'get',
    path: '/api/public/paths/{path}',
    summary: 'Which program a public path shows (case-insensitive).',
    tag: 'public',
    pathParams: { path: { type: 'string', minLength: 1, maxLength: 200, description: "Public path without the leading slash, e.g. 'coaches-academy'." } },
    responses: { 200: { description: 'The program behind the path.', schema: 'PathLookupResponse' }, 404: problemResponses.notFound },
  },
  getPublicProgram: {
    operationId: 'getPublicProgram',
    method: 'get',
    path: '/api/events/{eventId}',
    summary: 'The public application page of a program, with its current form version.',
    tag: 'public',
    pathParams: { eventId },
    responses: {
      200: { description: 'The program.', schema: 'PublicProgram' },
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
    body: 'SubmitResponseRequest',
    responses: {
      201: { description: 'Stored.', schema: 'SubmitResponseResponse' },
      400: { description: 'Malformed JSON or parameter.', schema: 'ProblemDetails' },
      404: problemResponses.notFound,
      409: { description: 'The application for this program is now closed.', schema: 'ProblemDetails' },
      413: { description: 'Body too large.', schema: 'ProblemDetails' },
      415: { description: 'Body is not JSON.', schema: 'ProblemDetails' },
      422: { description: "'Invalid answers' (invalid_params names each field) or an invalid body.", schema: 'ProblemDetails' },
    },
  },
  listAdminEvents: {
    operationId: 'listAdminEvents',
    method: 'get',
    path: '/api/admin/events',
    summary: 'Programs for the program picker (scope=picker) or the forms list (scope=forms).',
    tag: 'staff',
    permission: 'participants.view',
    query: 'AdminEventsQuery',
    responses: {
      200: { description: 'Programs sorted by eventName.', schema: 'AdminEventsResponse' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
    },
  },
  listParticipants: {
    operationId: 'listParticipants',
    method: 'get',
    path: '/api/events/{eventId}/people',
    summary: "One page of a program's participants with the totals.",
    tag: 'staff',
    permission: 'participants.view',
    pathParams: { eventId },
    query: 'ParticipantsQuery',
    responses: {
      200: { description: 'The page.', schema: 'ParticipantsListResponse' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: problemResponses.notFound,
    },
  },
  getParticipant: {
    operationId: 'getParticipant',
    method: 'get',
    path: '/api/events/{eventId}/people/{personId}',
    summary: 'One participant with answers, pinned form version, status history and actions.',
    tag: 'staff',
    permission: 'participants.view',
    pathParams: { eventId, personId },
    responses: {
      200: { description: 'The participant.', schema: 'ParticipantDetailResponse' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: problemResponses.notFound,
    },
  },
  changeParticipantStatus: {
    operationId: 'changeParticipantStatus',
    method: 'post',
    path: '/api/events/{eventId}/people/{personId}/status/{statusId}',
    summary: 'Approve (2), reject (3) or mark Out of Business (11) (spec §4 transition rules).',
    tag: 'staff',
    permission: 'participants.decide',
    pathParams: {
      eventId,
      personId,
      statusId: { type: 'integer', enum: [2, 3, 11], description: '2 Approved, 3 Rejected, 11 OutofBusiness (approved Legends directory applications).' },
    },
    responses: {
      200: { description: 'The participant after the change.', schema: 'StatusChangeResponse' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: problemResponses.notFound,
      409: { description: 'The transition is not allowed (spec §4).', schema: 'ProblemDetails' },
    },
  },
  deleteParticipant: {
    operationId: 'deleteParticipant',
    method: 'delete',
    path: '/api/events/{eventId}/people/{personId}',
    summary: 'Remove a submission (soft delete; lists and detail no longer show it).',
    tag: 'staff',
    permission: 'participants.delete',
    pathParams: { eventId, personId },
    responses: {
      204: { description: 'Removed.' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: problemResponses.notFound,
    },
  },
  editParticipantResponses: {
    operationId: 'editParticipantResponses',
    method: 'put',
    path: '/api/events/{eventId}/responses/{personId}',
    summary: "Replace a participant's answers, validated against the given form version of the program.",
    tag: 'staff',
    permission: 'participants.edit',
    pathParams: { eventId, personId },
    body: 'EditResponseRequest',
    responses: {
      200: { description: 'The participant after the edit.', schema: 'EditResponseResponse' },
      400: { description: 'Malformed JSON or parameter.', schema: 'ProblemDetails' },
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: problemResponses.notFound,
      413: { description: 'Body too large.', schema: 'ProblemDetails' },
      415: { description: 'Body is not JSON.', schema: 'ProblemDetails' },
      422: { description: "'Invalid answers' (invalid_params names each field) or an invalid body; nothing changed.", schema: 'ProblemDetails' },
    },
  },
  listRegistrationStatuses: {
    operationId: 'listRegistrationStatuses',
    method: 'get',
    path: '/api/events/{eventId}/registrations/{registrationId}/statuses',
    summary: 'The status log of a registration, newest first.',
    tag: 'staff',
    permission: 'participants.view',
    pathParams: { eventId, registrationId: id('Registration id.') },
    responses: {
      200: { description: 'The statuses.', schema: 'StatusesResponse' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: problemResponses.notFound,
    },
  },
  resendConfirmation: {
    operationId: 'resendConfirmation',
    method: 'post',
    path: '/api/events/{eventId}/participants/{personId}/resend-confirmation',
    summary: "Queue the participant's acceptance email again ('Resend Approval Email').",
    tag: 'staff',
    permission: 'participants.decide',
    pathParams: { eventId, personId },
    responses: {
      202: { description: 'The acceptance email is queued.', schema: 'ResendConfirmationResponse' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: problemResponses.notFound,
      409: { description: 'Not an Approved registration of a program that requires acceptance, or no email address.', schema: 'ProblemDetails' },
    },
  },
  listDevMailbox: {
    operationId: 'listDevMailbox',
    method: 'get',
    path: '/api/admin/dev-mailbox',
    summary: 'The emails of the outbox, newest first (only without SMTP_URL).',
    tag: 'staff',
    permission: 'devMailbox.view',
    responses: {
      200: { description: 'The messages.', schema: 'DevMailboxResponse' },
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: { description: 'An SMTP server is configured: there is no dev mailbox.', schema: 'ProblemDetails' },
    },
  },
  getDevMailboxAttachment: {
    operationId: 'getDevMailboxAttachment',
    method: 'get',
    path: '/api/admin/dev-mailbox/{id}/attachments/{index}',
    summary: 'Download one attachment of a dev mailbox email (only without SMTP_URL).',
    tag: 'staff',
    permission: 'devMailbox.view',
    pathParams: {
      id: id('Outbox id of the email.'),
      index: { type: 'integer', minimum: 0, maximum: 1000, description: 'Attachment position (0-based).' },
    },
    responses: {
      200: { description: 'The file, with its content type, as an attachment.' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: { description: 'No such email or attachment, or an SMTP server is configured.', schema: 'ProblemDetails' },
    },
  },
  exportParticipants: {
    operationId: 'exportParticipants',
    method: 'get',
    path: '/api/events/{eventId}/years/{year}/export',
    summary: "CSV of the league year's participants (pe_export.csv), also emailed to the staff member ('Email Export').",
    tag: 'staff',
    permission: 'participants.export',
    pathParams: { eventId, year: { type: 'integer', minimum: 2000, maximum: 2100, description: 'League year (its start year).' } },
    responses: {
      200: { description: 'text/csv; charset=utf-8 with a byte order mark, as the attachment pe_export.csv.' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: problemResponses.notFound,
    },
  },
  downloadResumes: {
    operationId: 'downloadResumes',
    method: 'post',
    path: '/api/events/{eventId}/resumes/zip',
    summary: "ZIP of the chosen applicants' uploaded files ('Resume Download', resume programs only).",
    tag: 'staff',
    permission: 'participants.export',
    pathParams: { eventId },
    body: 'ResumeZipRequest',
    responses: {
      200: { description: 'application/zip, as the attachment {year}_{program}_Resumes_{YYYY_MM_DD_hh_mm_ss}.zip.' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: { description: 'Unknown program, or none of the chosen applicants has an uploaded file.', schema: 'ProblemDetails' },
      409: { description: 'The program is not a resume program.', schema: 'ProblemDetails' },
      415: { description: 'Body is not JSON.', schema: 'ProblemDetails' },
      422: { description: 'Invalid body.', schema: 'ProblemDetails' },
    },
  },
  searchPlayers: {
    operationId: 'searchPlayers',
    method: 'get',
    path: '/api/people/search-player-db/{pattern}',
    summary: "'Player Db Search': up to 20 players whose name contains the pattern.",
    tag: 'staff',
    permission: 'players.search',
    pathParams: { pattern: searchPattern },
    responses: {
      200: { description: 'The players.', schema: 'PlayerSearchResponse' },
      400: { description: 'Pattern shorter than 2 characters.', schema: 'ProblemDetails' },
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
    },
  },
  searchColleges: {
    operationId: 'searchColleges',
    method: 'get',
    path: '/api/people/search-colleges-in-player-db/{pattern}',
    summary: 'Up to 20 colleges of the player database whose name contains the pattern.',
    tag: 'staff',
    permission: 'players.search',
    pathParams: { pattern: searchPattern },
    responses: {
      200: { description: 'The colleges.', schema: 'CollegeSearchResponse' },
      400: { description: 'Pattern shorter than 2 characters.', schema: 'ProblemDetails' },
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
    },
  },
  searchConferencesByDivision: {
    operationId: 'searchConferencesByDivision',
    method: 'get',
    path: '/api/people/search-ncaa-conference-by-division/{division}',
    summary: 'The NCAA conferences of a college division.',
    tag: 'staff',
    permission: 'players.search',
    pathParams: { division: { type: 'string', enum: ['FBS', 'FCS', '2', '3', 'N/A'], description: 'College division (spec §9).' } },
    responses: {
      200: { description: 'The conferences, by name.', schema: 'ConferenceSearchResponse' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
    },
  },
  attachPlayer: {
    operationId: 'attachPlayer',
    method: 'post',
    path: '/api/events/{eventId}/registrations/{registrationId}/player/{playerId}',
    summary: "Attach a player database record to a participant ('Select Player').",
    tag: 'staff',
    permission: 'players.search',
    pathParams: { eventId, registrationId: id('Registration id.'), playerId: id('Player database id (playerId).') },
    responses: {
      200: { description: 'The participant with playerId set.', schema: 'AttachPlayerResponse' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: { description: 'Unknown program, participant or player.', schema: 'ProblemDetails' },
    },
  },
  adminSearch: {
    operationId: 'adminSearch',
    method: 'get',
    path: '/api/admin/search',
    summary: "Navbar search: programs and participants matching the keyword, in the staff member's program families.",
    tag: 'staff',
    permission: 'participants.view',
    query: 'AdminSearchQuery',
    responses: {
      200: { description: 'Up to 25 programs and 25 participants.', schema: 'AdminSearchResponse' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
    },
  },
  getDashboard: {
    operationId: 'getDashboard',
    method: 'get',
    path: '/api/admin/dashboard',
    summary: "Analytics dashboard figures of the staff member's program families.",
    tag: 'staff',
    permission: 'participants.view',
    query: 'DashboardQuery',
    responses: {
      200: { description: 'Applications over time, by program, by status; fees collected.', schema: 'DashboardResponse' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
    },
  },
  getPaymentSummary: {
    operationId: 'getPaymentSummary',
    method: 'get',
    path: '/api/transactions/{reference}',
    summary: "The payment page of a registration (spec §2 'Payment page'): program, applicant, fee in dollars, whether it is paid.",
    tag: 'public',
    pathParams: { reference: paymentReference },
    responses: {
      200: { description: 'The registration to pay for.', schema: 'PaymentSummaryResponse' },
      400: { description: 'The reference is not a uuid.', schema: 'ProblemDetails' },
      404: { description: 'No registration has this payment reference.', schema: 'ProblemDetails' },
    },
  },
  startPayment: {
    operationId: 'startPayment',
    method: 'post',
    path: '/api/transactions/{reference}/payment',
    summary: "'Pay Now': a new checkout session for the program fee (Stripe Checkout, or the local sandbox checkout without STRIPE_SECRET_KEY).",
    tag: 'public',
    pathParams: { reference: paymentReference },
    responses: {
      201: { description: 'Where to pay.', schema: 'StartPaymentResponse' },
      400: { description: 'The reference is not a uuid.', schema: 'ProblemDetails' },
      404: { description: 'No registration has this payment reference.', schema: 'ProblemDetails' },
      409: { description: "'Payment not possible': already Paid, the program charges no fee, not approved yet (acceptance programs) or not Unpaid (fee programs without acceptance).", schema: 'ProblemDetails' },
      502: { description: 'Stripe failed or did not answer.', schema: 'ProblemDetails' },
    },
  },
  getSandboxSession: {
    operationId: 'getSandboxSession',
    method: 'get',
    path: '/api/payment-sessions/{id}/sandbox',
    summary: 'A session of the local sandbox checkout (only without STRIPE_SECRET_KEY).',
    tag: 'public',
    pathParams: { id: sandboxSessionId },
    responses: {
      200: { description: 'The session.', schema: 'SandboxSessionResponse' },
      400: { description: 'Malformed session id.', schema: 'ProblemDetails' },
      404: { description: 'No such sandbox session, or Stripe is configured.', schema: 'ProblemDetails' },
    },
  },
  completeSandboxSession: {
    operationId: 'completeSandboxSession',
    method: 'post',
    path: '/api/payment-sessions/{id}/sandbox/complete',
    summary: 'Pay a sandbox session with a test card: the same effect as a Stripe checkout.session.completed.',
    tag: 'public',
    pathParams: { id: sandboxSessionId },
    body: 'SandboxCompleteRequest',
    responses: {
      200: { description: 'Paid (or already paid); where the browser goes next.', schema: 'SandboxCompleteResponse' },
      400: { description: 'Malformed JSON or session id.', schema: 'ProblemDetails' },
      402: { description: "'Your card was declined.' (test card 4000 0000 0000 0002); nothing recorded.", schema: 'ProblemDetails' },
      404: { description: 'No such sandbox session, or Stripe is configured.', schema: 'ProblemDetails' },
      409: { description: 'The session expired or failed.', schema: 'ProblemDetails' },
      415: { description: 'Body is not JSON.', schema: 'ProblemDetails' },
      422: { description: 'Invalid body, or not a test card (invalid_params names cardNumber).', schema: 'ProblemDetails' },
    },
  },
  receiveStripeWebhook: {
    operationId: 'receiveStripeWebhook',
    method: 'post',
    path: '/api/stripe/webhook',
    summary: 'Stripe webhook: Checkout Session events, signature verified on the raw body, each event applied exactly once.',
    tag: 'public',
    rawBody: {
      mediaType: 'application/json',
      description:
        'The Stripe event exactly as Stripe sent it, with its Stripe-Signature header (STRIPE_WEBHOOK_SECRET, 300 s tolerance). Read as raw bytes for the signature check; no JSON schema applies.',
    },
    responses: {
      200: { description: 'Acknowledged (duplicate: already applied, nothing changed).', schema: 'WebhookReceipt' },
      400: { description: 'Missing, invalid or stale signature; nothing stored.', schema: 'ProblemDetails' },
      404: { description: 'Stripe is not configured (sandbox checkout).', schema: 'ProblemDetails' },
      413: { description: 'Body too large.', schema: 'ProblemDetails' },
      502: { description: 'Stripe did not answer while the event was applied; Stripe delivers it again later.', schema: 'ProblemDetails' },
    },
  },
  refundRegistration: {
    operationId: 'refundRegistration',
    method: 'post',
    path: '/api/transactions/{registrationId}/refund',
    summary: "Refund a Paid registration's card payment (spec §5 rules; idempotent towards Stripe).",
    tag: 'staff',
    permission: 'participants.refund',
    pathParams: { registrationId },
    body: 'RefundRequest',
    responses: {
      200: { description: 'Refunded: the participant (status Refunded 5) and the result description.', schema: 'RefundResponse' },
      400: { description: 'Malformed JSON or parameter.', schema: 'ProblemDetails' },
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: { description: 'Unknown or removed registration.', schema: 'ProblemDetails' },
      409: { description: 'Not Paid, or no card payment to refund.', schema: 'ProblemDetails' },
      415: { description: 'Body is not JSON.', schema: 'ProblemDetails' },
      422: { description: 'Invalid body, or the last four digits do not match the card (invalid_params names creditCardLastFour).', schema: 'ProblemDetails' },
      502: { description: 'The payment provider failed or did not answer; nothing recorded (retrying refunds once).', schema: 'ProblemDetails' },
    },
  },
  voidRegistration: {
    operationId: 'voidRegistration',
    method: 'post',
    path: '/api/transactions/{registrationId}/void',
    summary: "Void a Paid registration's payment that is not captured yet (docs/payments.md).",
    tag: 'staff',
    permission: 'participants.refund',
    pathParams: { registrationId },
    responses: {
      200: { description: 'Voided: the participant (status Refunded 5) and the result description.', schema: 'VoidResponse' },
      400: problemResponses.badRequest,
      401: problemResponses.unauthorized,
      403: problemResponses.forbidden,
      404: { description: 'Unknown or removed registration.', schema: 'ProblemDetails' },
      409: { description: "Not Paid, no card payment, or 'Payment already captured: refund it instead.'", schema: 'ProblemDetails' },
      502: { description: 'The payment provider failed or did not answer; nothing recorded.', schema: 'ProblemDetails' },
    },
  },
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
    summary: 'Starts staff sign-in (OIDC code flow with PKCE); query returnTo=/app/...',
    tag: 'sign-in',
    responses: { 302: { description: 'To the identity provider.' } },
  },
  loginCallback: {
    operationId: 'loginCallback',
    method: 'get',
    path: '/login/callback',
    summary: 'Completes sign-in, sets the huddle_session cookie.',
    tag: 'sign-in',
    responses: { 302: { description: 'To returnTo (default /app).' } },
  },
  logout: {
    operationId: 'logout',
    method: 'post',
    path: '/logout',
    summary: 'Deletes the session and clears the cookie.',
    tag: 'sign-in',
    responses: { 204: { description: 'Signed out.' } },
  },
  getOpenApi: {
    operationId: 'getOpenApi',
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This OpenAPI 3.1 document.',
    tag: 'meta',
    responses: { 200: { description: 'The document.' } },
  },
} as const satisfies Record<string, ApiOperation>;

/** Hono route path of an operation: '{name}' becomes ':name'. */
export function routePath(operation: Pick<ApiOperation, 'path'>): string {
  return operation.path.replace(/\{(\w+)\}/g, ':$1');
}
