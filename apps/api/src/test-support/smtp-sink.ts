import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** A local SMTP server that keeps every message it accepts, parsed (tests only). */
export interface SmtpSink {
  /** smtp://127.0.0.1:{port} to give as SMTP_URL. */
  url: string;
  /** Accepted messages, in arrival order. */
  messages: ParsedMail[];
  /** Refuses the next `count` recipients with a temporary 451 (the sender's attempt fails). */
  rejectNextRecipients(count: number): void;
  /** Resolves once at least `count` messages arrived; rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * Starts an SMTP sink on 127.0.0.1 and a free port (smtp-server, no TLS, no
 * authentication); each message is parsed with mailparser.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  let rejections = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (rejections > 0) {
        rejections -= 1;
        callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream: SMTPServerDataStream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          messages.push(parsed);
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    rejectNextRecipients: (count) => {
      rejections = count;
    },
    waitForMessages: async (count, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} messages, the SMTP sink has ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
