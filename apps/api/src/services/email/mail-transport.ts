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
 * transport to that server (smtp:// or smtps://, credentials in the URL);
 * without it the dev mailbox transport, nodemailer's JSON transport, which
 * delivers nothing: the worker marks messages sent and they stay readable in
 * the outbox (GET /api/admin/dev-mailbox). Every message is sent from MAIL_FROM.
 */
export function createMailTransport(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>): MailTransport {
  const defaults = { from: config.mailFrom };
  if (config.smtpUrl === null) return nodemailer.createTransport({ jsonTransport: true }, defaults);
  return nodemailer.createTransport(config.smtpUrl, defaults);
}
