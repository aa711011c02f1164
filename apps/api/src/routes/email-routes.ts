import contentDisposition from 'content-disposition';
import { Hono, type Context } from 'hono';
import type { AppEnv, SessionUser } from '../app-env.ts';
import { requireProgramScope } from '../auth/program-scope.ts';
import { currentUser, requirePermission } from '../auth/session-middleware.ts';
import { listDevMailbox, readDevMailboxAttachment } from '../services/email/dev-mailbox.ts';
import { resendAcceptanceEmail } from '../services/email/resend-acceptance.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { validParams } from '../http/validate-request.ts';
import type { ServiceContext } from '../services/service-context.ts';

/** Options of {@link emailRoutes}. */
export interface EmailRouteOptions {
  /** True when SMTP_URL is set: the dev mailbox routes are then not served (404 problem). */
  smtpConfigured: boolean;
}

/**
 * Email routes for staff:
 * - POST /api/events/{eventId}/participants/{personId}/resend-confirmation
 *   (participants.decide, program scope): 202 { queued: true }, the
 *   acceptance email queued again (resendAcceptanceEmail: 409 unless Approved
 *   in a program that requires acceptance);
 * - without SMTP_URL only, GET /api/admin/dev-mailbox (devMailbox.view):
 *   the outbox newest first, and GET /api/admin/dev-mailbox/{id}/attachments/{index}:
 *   one attachment as a download; both scoped by the staff member's program
 *   families (listDevMailbox, readDevMailboxAttachment).
 */
export function emailRoutes(ctx: ServiceContext, options: EmailRouteOptions): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = { db: ctx.db, now: ctx.now };

  const resend = apiOperations.resendConfirmation;
  routes.post(
    routePath(resend),
    requirePermission(resend.permission, session),
    validParams<{ eventId: number; personId: number }>(resend),
    requireProgramScope(session),
    async (c) => {
      const { eventId, personId } = c.req.valid('param');
      const user = currentUser(c);
      if (user === null) throw new Error('requirePermission let a request without a user through');
      await resendAcceptanceEmail(ctx, { eventId, registrationId: personId, actor: { email: user.email } });
      return c.json({ queued: true }, 202);
    },
  );

  if (options.smtpConfigured) return routes;

  const mailbox = apiOperations.listDevMailbox;
  routes.get(routePath(mailbox), requirePermission(mailbox.permission, session), async (c) =>
    c.json({ messages: await listDevMailbox(ctx.db, signedInUser(c)) }),
  );

  const attachment = apiOperations.getDevMailboxAttachment;
  routes.get(
    routePath(attachment),
    requirePermission(attachment.permission, session),
    validParams<{ id: number; index: number }>(attachment),
    async (c) => {
      const { id, index } = c.req.valid('param');
      const file = await readDevMailboxAttachment(ctx.db, signedInUser(c), id, index);
      return c.body(new Uint8Array(file.content), 200, {
        'content-type': file.contentType,
        'content-disposition': contentDisposition(file.filename),
        'content-length': String(file.content.byteLength),
      });
    },
  );
  return routes;
}

/** The user requirePermission let through. */
function signedInUser(c: Context<AppEnv>): SessionUser {
  const user = currentUser(c);
  if (user === null) throw new Error('requirePermission let a request without a user through');
  return user;
}
