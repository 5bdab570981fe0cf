import pino from 'pino';
import { createMailer } from '../../src/platform/mail/mailer.js';
import { OutboxDispatcher } from '../../src/platform/outbox/dispatcher.js';
import type { TestApp } from './app.js';
import type { SmtpSink } from './smtp-sink.js';

/** Delivers everything the app has queued to the SMTP sink, as the background worker would. */
export async function deliverOutbox(t: TestApp, sink: SmtpSink): Promise<void> {
  const mailer = createMailer({
    smtpUrl: sink.url,
    from: 'Punchclock <no-reply@punchclock.test>',
    dataDir: t.config.dataDir,
    logger: pino({ level: 'silent' }),
  });
  try {
    await new OutboxDispatcher({
      database: t.database,
      logger: pino({ level: 'silent' }),
      pollMs: 10,
      handlers: { email: (message) => mailer.send(message) },
    }).drain();
  } finally {
    mailer.close();
  }
}
