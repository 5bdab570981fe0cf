import { readdir } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { createMailer, MAIL_FILE_EXTENSION } from '../../src/platform/mail/mailer.js';
import { OutboxDispatcher } from '../../src/platform/outbox/dispatcher.js';
import { openStorage } from '../../src/platform/storage/index.js';
import { createEmailBrander } from '../../src/modules/financials/index.js';
import type { TestApp } from './app.js';
import type { SmtpSink } from './smtp-sink.js';

/** Delivers everything the app has queued to the SMTP sink, branded, as the background worker would. */
export async function deliverOutbox(t: TestApp, sink: SmtpSink): Promise<void> {
  const mailer = createMailer({
    smtpUrl: sink.url,
    from: 'Punchclock <no-reply@punchclock.test>',
    dataDir: t.config.dataDir,
    logger: pino({ level: 'silent' }),
  });
  const storage = openStorage(t.config.screenshots.storage);
  const brandEmail = createEmailBrander(t.database.db, storage);
  try {
    await new OutboxDispatcher({
      database: t.database,
      logger: pino({ level: 'silent' }),
      pollMs: 10,
      handlers: { email: async (message) => mailer.send(await brandEmail(message)) },
    }).drain();
  } finally {
    mailer.close();
    await storage.close();
  }
}

/**
 * The messages the file mailer has delivered under `dataDir`/mail, oldest first: whole `.eml` files
 * only, never the temporary file of one still being written.
 */
export async function deliveredMailFiles(dataDir: string): Promise<string[]> {
  const names = await readdir(path.join(dataDir, 'mail')).catch(() => [] as string[]);
  return names
    .filter((name) => name.endsWith(MAIL_FILE_EXTENSION) && !name.startsWith('.'))
    .sort()
    .map((name) => path.join(dataDir, 'mail', name));
}
