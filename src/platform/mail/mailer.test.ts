import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
