import { sql } from 'drizzle-orm';
import type { Executor } from '../db/index.js';
import { newId } from '../ids.js';
import type { EmailMessage } from '../mail/mailer.js';
import { outbox } from './outbox.tables.js';

export interface OutboxTopics {
  email: EmailMessage;
}
export type OutboxTopic = keyof OutboxTopics;

/**
 * Records a side effect to deliver after commit. Pass the transaction of the change that causes
 * it, so the effect exists exactly when the change does.
 */
async function enqueue<T extends OutboxTopic>(
  executor: Executor,
  topic: T,
  payload: OutboxTopics[T],
  delaySeconds = 0,
): Promise<string> {
  const id = newId();
  // The database's clock, as the dispatcher's claim compares with it.
  const availableAt = delaySeconds > 0 ? sql`now() + make_interval(secs => ${delaySeconds})` : undefined;
  await executor.insert(outbox).values({ id, topic, payload, ...(availableAt ? { availableAt } : {}) });
  return id;
}

/** `delaySeconds` holds the message back that long: how a batch of invitations is spread over time. */
export function enqueueEmail(executor: Executor, message: EmailMessage, delaySeconds = 0): Promise<string> {
  return enqueue(executor, 'email', message, delaySeconds);
}
