import { Hono } from 'hono';
import type { ContactRequest } from '@huddle/schemas';
import type { AppEnv } from '../app-env.ts';
import { requireProgramScope } from '../auth/program-scope.ts';
import { requirePermission } from '../auth/session-middleware.ts';
import { apiOperations, routePath } from '../http/api-operations.ts';
import { validJson, validParams } from '../http/validate-request.ts';
import { createContact, deleteContact, listContacts, updateContact } from '../services/program-builder/contact-service.ts';
import type { ServiceContext } from '../services/service-context.ts';
import { actorOf } from './participant-routes.ts';

type ContactParams = { eventId: number; contactId: number };

/**
 * Program builder contacts (spec §2 Program Contacts, §7). Each route checks
 * its permission (add: contacts.create; change and remove: programs.edit;
 * list: programs.view), then the program scope. Add answers 201, remove 204.
 */
export function programBuilderContactRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = { db: ctx.db, now: ctx.now };
  const inScope = requireProgramScope(session);
  const ops = apiOperations;

  routes.get(
    routePath(ops.listProgramContacts),
    requirePermission(ops.listProgramContacts.permission, session),
    validParams<{ eventId: number }>(ops.listProgramContacts),
    inScope,
    async (c) => c.json({ contacts: await listContacts(ctx.db, c.req.valid('param').eventId) }),
  );
  routes.post(
    routePath(ops.createProgramContact),
    requirePermission(ops.createProgramContact.permission, session),
    validParams<{ eventId: number }>(ops.createProgramContact),
    inScope,
    validJson<ContactRequest>(ops.createProgramContact),
    async (c) => c.json({ contact: await createContact(ctx, c.req.valid('param').eventId, c.req.valid('json'), actorOf(c)) }, 201),
  );
  routes.put(
    routePath(ops.updateProgramContact),
    requirePermission(ops.updateProgramContact.permission, session),
    validParams<ContactParams>(ops.updateProgramContact),
    inScope,
    validJson<ContactRequest>(ops.updateProgramContact),
    async (c) => {
      const { eventId, contactId } = c.req.valid('param');
      return c.json({ contact: await updateContact(ctx, eventId, contactId, c.req.valid('json'), actorOf(c)) });
    },
  );
  routes.delete(
    routePath(ops.deleteProgramContact),
    requirePermission(ops.deleteProgramContact.permission, session),
    validParams<ContactParams>(ops.deleteProgramContact),
    inScope,
    async (c) => {
      const { eventId, contactId } = c.req.valid('param');
      await deleteContact(ctx, eventId, contactId, actorOf(c));
      return c.body(null, 204);
    },
  );
  return routes;
}
