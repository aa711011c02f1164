import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { AppConfig } from '../../config-types.ts';

/**
 * What the outbox worker sends through: a nodemailer transporter (its
 * `sendMail` rejects when the server refuses the message, e.g. every
 * recipient rejected; `close` ends pooled connections).
 */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
}

/**
 * The mail transport for the configuration: with SMTP_URL a nodemailer SMTP
 * transport to that server (smtp:// or smtps://, credentials in the URL),
 * every message sent from MAIL_FROM; without it the dev mailbox transport,
 * which delivers nothing and builds no message: the worker marks messages
 * sent and they stay readable in the outbox (GET /api/admin/dev-mailbox).
 */
export function createMailTransport(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>): MailTransport {
  if (config.smtpUrl === null) return devMailboxTransport;
  return nodemailer.createTransport(config.smtpUrl, { from: config.mailFrom });
}

/** Accepts every message and keeps nothing: the outbox row is the dev mailbox's copy. */
const devMailboxTransport: MailTransport = {
  sendMail: () => Promise.resolve({ delivered: false }),
  close: () => undefined,
};
