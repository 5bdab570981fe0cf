import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveredMailFiles } from '../../../test/support/mail.js';
import { createMailer } from './mailer.js';

describe('SMTP delivery that the relay refuses', () => {
  let relay: SMTPServer;
  let url: string;
  beforeAll(async () => {
    // A real relay on loopback that rejects every recipient, quoting the address as real relays do.
    relay = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(
          Object.assign(new Error(`<${address.address}>: Recipient address rejected: User unknown`), {
            responseCode: 550,
          }),
        );
      },
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(relay.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => relay.close(() => resolve())));

  it('fails with the SMTP codes but without the recipient address', async () => {
    const mailer = createMailer({
      smtpUrl: url,
      from: 'Punchclock <no-reply@punchclock.test>',
      dataDir: '/nonexistent',
      logger: pino({ level: 'silent' }),
    });
    try {
      const failure = await mailer.send({ to: 'bob.private@example.com', subject: 'Hello', text: 'hi' }).then(
        () => null,
        (error: Error & { responseCode?: number }) => error,
      );
      expect(failure).not.toBeNull();
      expect(failure!.responseCode).toBe(550);
      expect(failure!.message).toContain('Recipient address rejected');
      expect(failure!.message).not.toContain('bob.private');
    } finally {
      mailer.close();
    }
  });
});

describe('file delivery', () => {
  it('never lets a reader of the mail folder see a message half written', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'punchclock-mail-'));
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'p@localhost',
      dataDir,
      logger: pino({ level: 'silent' }),
    });
    try {
      // Large enough that writing it takes many system calls, a window for the reader below.
      const text = `${'x'.repeat(76)}\n`.repeat(200_000) + 'THE END';
      let sending = true;
      const seen: number[] = [];
      const reader = (async () => {
        while (sending) {
          for (const file of await deliveredMailFiles(dataDir)) {
            const raw = await readFile(file, 'utf8').catch(() => '');
            seen.push(raw.length);
            expect(raw.trimEnd().endsWith('THE END'), `read ${raw.length} bytes of a message`).toBe(true);
          }
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      await Promise.all([1, 2, 3].map((n) => mailer.send({ to: 'dev@example.com', subject: `big ${n}`, text })));
      sending = false;
      await reader;
      expect(await deliveredMailFiles(dataDir)).toHaveLength(3);
      // Nothing else is left in the folder: no temporary file.
      expect(await readdir(path.join(dataDir, 'mail'))).toHaveLength(3);
    } finally {
      mailer.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
