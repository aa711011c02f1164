import type { ApiOperation } from '../api-operation.ts';
import { eventId, id, personId, problemResponses } from '../api-operation.ts';

/** Staff email operations: resend the approval email, the dev mailbox. */
export const emailOperations = {
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
      409: {
        description: 'Not an Approved registration of a program that requires acceptance, or no email address.',
        schema: 'ProblemDetails',
      },
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
      410: { description: 'The email was sent: the bytes of sent attachments are not kept.', schema: 'ProblemDetails' },
    },
  },
} as const satisfies Record<string, ApiOperation>;
