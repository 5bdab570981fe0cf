// Where an e2e test reads the mail the server sent: the file mailer's folder (DATA_DIR/mail, the
// default) or a real SMTP server on loopback the server delivered to. Either way, messages to one
// address, oldest first, read as their plain text.
import { readFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import { deliveredMailFiles } from '../../../test/support/mail.js';
import type { SmtpSink } from '../../../test/support/smtp-sink.js';

/** The plain-text bodies of the messages delivered to `email` so far, oldest first. */
export type Mailbox = (email: string) => Promise<string[]>;

export function fileMailbox(dataDir: string): Mailbox {
  return async (email) => {
    const texts: string[] = [];
    for (const file of await deliveredMailFiles(dataDir)) {
      const mail = await simpleParser(await readFile(file));
      if (JSON.stringify(mail.to ?? '').includes(email)) texts.push(mail.text ?? '');
    }
    return texts;
  };
}

export function smtpMailbox(sink: SmtpSink): Mailbox {
  return async (email) => sink.received.filter((mail) => mail.to.includes(email)).map((mail) => mail.text);
}

/**
 * Waits until `email` has received at least `count` messages (the outbox delivers in the
 * background) and returns them all; fails after `timeoutMs` with `describe()` (e.g. server output).
 */
export async function waitForMail(
  mailbox: Mailbox,
  email: string,
  count: number,
  describe: () => string,
  timeoutMs = 30_000,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const texts = await mailbox(email);
    if (texts.length >= count) return texts;
    if (Date.now() > deadline) throw new Error(`${email} did not receive ${count} emails\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
