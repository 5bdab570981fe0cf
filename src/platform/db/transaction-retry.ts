import type { Db } from './database.js';
import { isTransactionConflict } from './pg-errors.js';

interface RetryPolicy {
  /** Runs in all, the first included. */
  attempts: number;
  /** Wait before the first retry; doubles each time, with jitter. */
  baseDelayMs: number;
}

const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 10 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes `db.transaction` run its callback again when the server aborts it for a deadlock or a
 * serialization failure, a bounded number of times with jittered backoff (so the two losers of
 * a deadlock do not collide again in lockstep). Every service transaction goes through
 * `db.transaction`, so this is the one place retries happen; the callback must therefore only
 * touch the database (a rolled-back attempt leaves nothing behind). The last failure is thrown
 * as it came, and the error handler answers it with 503 and a hint to retry.
 */
export function retryTransactions(db: Db, policy: RetryPolicy = DEFAULT_RETRY): Db {
  const transaction = db.transaction.bind(db);
  const retrying: Db['transaction'] = async (callback, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(callback, config);
      } catch (error) {
        if (attempt >= policy.attempts || !isTransactionConflict(error)) throw error;
        const delay = policy.baseDelayMs * 2 ** (attempt - 1);
        await sleep(delay / 2 + Math.random() * delay);
      }
    }
  };
  db.transaction = retrying;
  return db;
}
