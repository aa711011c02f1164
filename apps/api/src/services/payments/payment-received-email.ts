import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { sanitizeRichText } from '@huddle/program-rules/server';
import { formatDollars } from './money.ts';

/** What the payment received email says. */
export interface PaymentReceivedEmail {
  registrationId: number;
  /** The registration's program (the dev mailbox scope). */
  programId: number;
  /** payment_sessions.id of the paid session: one email per session (dedupe key 'payment:{id}'). */
  paymentSessionId: number;
  eventName: string;
  to: string | null;
  amountCents: number;
  /** E.g. 'Visa ending 4242'. */
  paymentMethod: string;
  now: Date;
}

/**
 * Queues the 'payment received' email to the applicant in the caller's
 * transaction: subject '{event}: payment received', the spec §2 success
 * text ('Thank you for submitting your payment. Your registration is now
 * complete.') with the amount and card. Dedupe key 'payment:{paymentSessionId}'.
 * Resolves false without an address or when already queued.
 */
export async function enqueuePaymentReceivedEmail(trx: Kysely<Database>, email: PaymentReceivedEmail): Promise<boolean> {
  const to = email.to?.trim() ?? '';
  if (to === '') return false;
  const html = sanitizeRichText(
    `<p>Thank you for submitting your payment. Your registration is now complete.</p>` +
      `<p>Program: ${escapeText(email.eventName)}<br>Amount paid: ${formatDollars(email.amountCents)}<br>Paid with: ${escapeText(email.paymentMethod)}</p>`,
  );
  return enqueueEmail(trx, {
    to,
    subject: `${email.eventName}: payment received`,
    programId: email.programId,
    html,
    dedupeKey: `payment:${email.paymentSessionId}`,
    now: email.now,
  });
}

/** Plain text for HTML element content (the sanitizer then checks the whole body). */
function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
