import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { deliveredMailFiles } from '../../../test/support/mail.js';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { OutboxDispatcher } from './dispatcher.js';
import { enqueueEmail } from './outbox.js';
import { outbox } from './outbox.tables.js';

const logger = pino({ level: 'silent' });
const fastRetry = { baseDelayMs: 20, maxDelayMs: 50, maxAttempts: 3 };

describe('outbox dispatcher with SMTP', () => {
  let testDb: TestDatabase;
  let sink: SmtpSink;
  let mailer: Mailer;

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  beforeEach(async () => {
    testDb = await openTestDatabase();
    sink.received.length = 0;
    mailer = createMailer({
      smtpUrl: sink.url,
      from: 'Punchclock <no-reply@punchclock.test>',
      dataDir: '/nonexistent',
      logger,
    });
  });
  afterEach(async () => {
    mailer.close();
    await testDb.destroy();
  });

  function dispatcher(retry = fastRetry) {
    return new OutboxDispatcher({
      database: testDb.database,
      logger,
      pollMs: 10,
      retry,
      handlers: { email: (message) => mailer.send(message) },
    });
  }

  async function statusOf(id: string) {
    const [row] = await testDb.database.db.select().from(outbox).where(eq(outbox.id, id));
    return row!;
  }

  it('delivers a message enqueued in a committed transaction', async () => {
    const id = await testDb.database.db.transaction((tx) =>
      enqueueEmail(tx, { to: 'ada@example.com', subject: 'Welcome', text: 'Hello Ada' }),
    );
    await dispatcher().drain();
    expect(sink.received).toEqual([
      {
        from: 'no-reply@punchclock.test',
        fromHeader: expect.stringContaining('no-reply@punchclock.test'),
        to: ['ada@example.com'],
        subject: 'Welcome',
        text: 'Hello Ada\n',
        html: null,
        attachments: [],
      },
    ]);
    expect((await statusOf(id)).status).toBe('SENT');
  });

  it('delivers nothing for a transaction that rolled back', async () => {
    await expect(
      testDb.database.db.transaction(async (tx) => {
        await enqueueEmail(tx, { to: 'ghost@example.com', subject: 'Never', text: 'no' });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    await dispatcher().drain();
    expect(sink.received).toHaveLength(0);
    expect(await testDb.database.db.select().from(outbox)).toHaveLength(0);
  });

  it('retries a delivery that fails once, then succeeds', async () => {
    sink.failNext(1);
    const id = await enqueueEmail(testDb.database.db, { to: 'bob@example.com', subject: 'Retry me', text: 'x' });
    const worker = dispatcher();
    await worker.runOnce();
    const afterFailure = await statusOf(id);
    expect(afterFailure).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(afterFailure.lastError).toContain('451');
    expect(sink.received).toHaveLength(0);

    worker.start();
    await sink.waitFor(1);
    await worker.stop();
    expect(sink.received[0]!.subject).toBe('Retry me');
    expect(await statusOf(id)).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
  });

  it('gives up after the last attempt and marks the message DEAD', async () => {
    sink.failNext(10);
    const id = await enqueueEmail(testDb.database.db, { to: 'carol@example.com', subject: 'Doomed', text: 'x' });
    const worker = dispatcher();
    for (let attempt = 0; attempt < 3; attempt++) {
      await worker.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    expect(await statusOf(id)).toMatchObject({ status: 'DEAD', attempts: 3 });
    await worker.runOnce();
    expect((await statusOf(id)).attempts).toBe(3);
  });

  it('never delivers one message twice when two workers share the table', async () => {
    for (let i = 0; i < 12; i++)
      await enqueueEmail(testDb.database.db, { to: `user${i}@example.com`, subject: `n${i}`, text: 'x' });
    const first = dispatcher();
    const second = dispatcher();
    await Promise.all([first.drain(), second.drain()]);
    expect(sink.received).toHaveLength(12);
    expect(new Set(sink.received.map((email) => email.subject)).size).toBe(12);
  });
});

describe('mailer without SMTP_URL', () => {
  it('writes the message under DATA_DIR/mail and logs only where, never who or what', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'punchclock-mail-'));
    const lines: string[] = [];
    const capture = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Punchclock <no-reply@localhost>',
      dataDir,
      logger: capture,
    });
    try {
      await mailer.send({ to: 'dev@example.com', subject: '123456 is your code', text: 'Code: 123456' });
      const files = await deliveredMailFiles(dataDir);
      expect(files).toHaveLength(1);
      const raw = await readFile(files[0]!, 'utf8');
      expect(raw).toContain('Subject: 123456 is your code');
      expect(raw).toContain('To: dev@example.com');
      expect(raw).toContain('Code: 123456');
      expect(lines.join('')).toContain(path.basename(files[0]!));
      expect(lines.join('')).not.toContain('dev@example.com');
      expect(lines.join('')).not.toContain('123456');
    } finally {
      mailer.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
