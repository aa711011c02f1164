/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 200 body of GET /api/admin/dev-mailbox: the emails of the outbox, newest first (at most 200), when no SMTP server is configured (SMTP_URL unset; 404 problem otherwise). Permission devMailbox.view.
 */
export interface DevMailboxResponse {
  messages: DevMailboxMessage[];
}
export interface DevMailboxMessage {
  /**
   * Outbox id.
   */
  id: number;
  /**
   * Recipient address.
   */
  to: string;
  subject: string;
  /**
   * Sanitized HTML body.
   */
  html: string;
  /**
   * Plain-text alternative.
   */
  text: string;
  /**
   * Delivery state in the outbox.
   */
  status: 'pending' | 'sent' | 'failed';
  /**
   * When it was queued.
   */
  createdAt: string;
  /**
   * When the worker sent it; null while pending.
   */
  sentAt: string | null;
  attachments: DevMailboxAttachment[];
}
export interface DevMailboxAttachment {
  /**
   * Position in the email; GET /api/admin/dev-mailbox/{id}/attachments/{index} downloads it.
   */
  index: number;
  filename: string;
  /**
   * Bytes.
   */
  size: number;
}
