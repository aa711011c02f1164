import type { Kysely } from 'kysely';
import type { Contact, ContactRequest } from '@huddle/schemas';
import type { Database } from '../../db/database.ts';
import { ProblemError } from '../../errors/problem-error.ts';
import { findProgram } from '../programs/find-program.ts';
import type { ServiceContext } from '../service-context.ts';
import type { StaffActor } from '../registrations/status-change-service.ts';
import { builderWrite } from './builder-write.ts';

/** The program's contacts in display order (spec §2 Program Contacts, the form footer). 404 problem for an unknown program. */
export async function listContacts(db: Kysely<Database>, eventId: number): Promise<Contact[]> {
  await findProgram(db, eventId);
  const rows = await db
    .selectFrom('contacts')
    .selectAll()
    .where('program_id', '=', eventId)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  return rows.map(toContact);
}

/**
 * POST /api/admin/events/{eventId}/contacts (spec §2 Create Contact): a new
 * contact after the others. Empty phone numbers are stored as null.
 * Audit 'program.contact.create'.
 */
export async function createContact(ctx: ServiceContext, eventId: number, body: ContactRequest, actor: StaffActor): Promise<Contact> {
  await findProgram(ctx.db, eventId);
  return builderWrite(ctx, { programId: eventId, actor, action: 'program.contact.create' }, async (trx) => {
    const last = await trx
      .selectFrom('contacts')
      .select((eb) => eb.fn.max('display_order').as('last'))
      .where('program_id', '=', eventId)
      .executeTakeFirst();
    const row = await trx
      .insertInto('contacts')
      .values({ program_id: eventId, ...contactColumns(body), display_order: Number(last?.last ?? 0) + 1 })
      .returningAll()
      .executeTakeFirstOrThrow();
    const contact = toContact(row);
    return { result: contact, before: null, after: contact, target: `contact:${row.id}` };
  });
}

/** PUT /api/admin/events/{eventId}/contacts/{contactId}: replaces the contact's fields. Audit 'program.contact.update'. */
export async function updateContact(
  ctx: ServiceContext,
  eventId: number,
  contactId: number,
  body: ContactRequest,
  actor: StaffActor,
): Promise<Contact> {
  const before = toContact(await findContactRow(ctx.db, eventId, contactId));
  return builderWrite(ctx, { programId: eventId, actor, action: 'program.contact.update', target: `contact:${contactId}` }, async (trx) => {
    const row = await trx
      .updateTable('contacts')
      .set(contactColumns(body))
      .where('id', '=', contactId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = toContact(row);
    return { result: after, before, after };
  });
}

/** DELETE /api/admin/events/{eventId}/contacts/{contactId}: removes the contact. Audit 'program.contact.delete'. */
export async function deleteContact(ctx: ServiceContext, eventId: number, contactId: number, actor: StaffActor): Promise<void> {
  const before = toContact(await findContactRow(ctx.db, eventId, contactId));
  await builderWrite(ctx, { programId: eventId, actor, action: 'program.contact.delete', target: `contact:${contactId}` }, async (trx) => {
    await trx.deleteFrom('contacts').where('id', '=', contactId).execute();
    return { result: undefined, before, after: null };
  });
}

async function findContactRow(db: Kysely<Database>, eventId: number, contactId: number) {
  const row = await db.selectFrom('contacts').selectAll().where('id', '=', contactId).where('program_id', '=', eventId).executeTakeFirst();
  if (row === undefined) {
    await findProgram(db, eventId);
    throw new ProblemError(404, 'Not Found', `Program ${eventId} has no contact ${contactId}.`);
  }
  return row;
}

function contactColumns(body: ContactRequest) {
  const phone = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());
  return {
    contact_name: body.contactName.trim(),
    office_number: phone(body.officeNumber),
    mobile_number: phone(body.mobileNumber),
    contact_email: body.contactEmail,
  };
}

function toContact(row: {
  id: number;
  contact_name: string;
  office_number: string | null;
  mobile_number: string | null;
  contact_email: string;
}): Contact {
  return {
    contactId: row.id,
    contactName: row.contact_name,
    officeNumber: row.office_number,
    mobileNumber: row.mobile_number,
    contactEmail: row.contact_email,
  };
}
