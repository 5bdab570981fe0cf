import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  /** The envelope's sender (MAIL FROM). */
  from: string;
  /** The From header as written, display name included. */
  fromHeader: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** Attached and inline parts (an organization's logo is inline, by Content-ID). */
  attachments: { cid: string | null; contentType: string; size: number; inline: boolean }[];
}

export interface SmtpSink {
  url: string;
  received: ReceivedEmail[];
  /** Refuse the next `count` messages with a temporary failure (451), as a flaky relay would. */
  failNext(count: number): void;
  /** Resolves when at least `count` messages have arrived, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives, for tests. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedEmail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error('Temporary local problem, try again'), { responseCode: 451 });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              fromHeader: parsed.from?.text ?? '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
              attachments: parsed.attachments.map((attachment) => ({
                cid: attachment.cid ?? null,
                contentType: attachment.contentType,
                size: attachment.size,
                inline: attachment.contentDisposition === 'inline',
              })),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext(count) {
      failures = count;
    },
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} emails, received ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
