import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/index.js';
import { rowsOf } from '../db/rows.js';
import type { OutboxTopic, OutboxTopics } from './outbox.js';
import { DEFAULT_RETRY_POLICY, isLastAttempt, retryDelayMs, type RetryPolicy } from './retry.js';

type OutboxHandlers = { [T in OutboxTopic]: (payload: OutboxTopics[T]) => Promise<void> };

interface DispatcherOptions {
  database: Database;
  handlers: OutboxHandlers;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  pollMs: number;
  batchSize?: number;
  /** How long a claimed message stays invisible to other workers before it is retried. */
  leaseMs?: number;
  retry?: RetryPolicy;
}

interface ClaimedMessage {
  id: string;
  topic: OutboxTopic;
  payload: unknown;
  attempts: number;
}

/**
 * Delivers outbox messages after commit. A batch is claimed in one short statement
 * (`FOR UPDATE SKIP LOCKED`, so several workers share the table without double delivery) by
 * pushing its messages' available_at forward by a lease; delivery then happens outside any
 * transaction, and a worker that dies mid-batch only delays its messages by the lease.
 */
export class OutboxDispatcher {
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly retry: RetryPolicy;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = true;

  constructor(private readonly options: DispatcherOptions) {
    this.batchSize = options.batchSize ?? 20;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the batch in flight, so no delivery is cut off midway. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Delivers one batch of due messages; returns how many were attempted. */
  runOnce(): Promise<number> {
    if (!this.running) {
      this.running = this.deliverBatch().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  /** Runs batches until nothing is due. */
  async drain(): Promise<void> {
    while ((await this.runOnce()) > 0);
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.runAndReschedule(), delayMs);
    this.timer.unref();
  }

  /** A full batch means more may be due: go again at once; otherwise wait for the next poll. */
  private async runAndReschedule() {
    let count = 0;
    try {
      count = await this.runOnce();
    } catch (error) {
      this.options.logger.error({ err: error }, 'outbox batch failed');
    }
    this.schedule(count === this.batchSize ? 0 : this.options.pollMs);
  }

  private async deliverBatch(): Promise<number> {
    const claimed = rowsOf<ClaimedMessage>(
      await this.options.database.db.execute(sql`
        update outbox set attempts = attempts + 1,
          available_at = now() + make_interval(secs => ${this.leaseMs / 1000})
        where id in (
          select id from outbox
          where status = 'PENDING' and available_at <= now()
          order by available_at
          limit ${this.batchSize}
          for update skip locked
        )
        returning id, topic, payload, attempts`),
    );
    for (const message of claimed) await this.deliver(message);
    return claimed.length;
  }

  private async deliver(message: ClaimedMessage) {
    const { db } = this.options.database;
    try {
      const handler = this.options.handlers[message.topic] as ((payload: unknown) => Promise<void>) | undefined;
      if (!handler) throw new Error(`no handler for outbox topic '${message.topic}'`);
      await handler(message.payload);
      await db.execute(
        sql`update outbox set status = 'SENT', sent_at = now(), last_error = null where id = ${message.id}`,
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (isLastAttempt(message.attempts, this.retry)) {
        await db.execute(sql`update outbox set status = 'DEAD', last_error = ${reason} where id = ${message.id}`);
        this.options.logger.error(
          { outboxId: message.id, topic: message.topic, attempts: message.attempts, reason },
          'outbox message gave up',
        );
        return;
      }
      const delayMs = retryDelayMs(message.attempts, this.retry, Math.random());
      await db.execute(sql`update outbox set last_error = ${reason},
        available_at = now() + make_interval(secs => ${delayMs / 1000}) where id = ${message.id}`);
      this.options.logger.warn(
        { outboxId: message.id, topic: message.topic, attempts: message.attempts, delayMs, reason },
        'outbox delivery failed; will retry',
      );
    }
  }
}
