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
async function enqueue<T extends OutboxTopic>(executor: Executor, topic: T, payload: OutboxTopics[T]): Promise<string> {
  const id = newId();
  await executor.insert(outbox).values({ id, topic, payload });
  return id;
}

export function enqueueEmail(executor: Executor, message: EmailMessage): Promise<string> {
  return enqueue(executor, 'email', message);
}
