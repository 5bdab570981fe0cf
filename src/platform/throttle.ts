import { sql } from 'drizzle-orm';
import type { Executor } from './db/index.js';
import { rowsOf } from './db/rows.js';

export interface ThrottleWindow {
  count: number;
  /** Seconds until the window resets. */
  resetsInSeconds: number;
}

/**
 * Counts one more event for `key` in a fixed window of `windowSeconds`, atomically (one upsert,
 * so concurrent requests on any instance cannot both slip under a limit), and returns the count.
 */
export async function countEvent(executor: Executor, key: string, windowSeconds: number, now: Date): Promise<ThrottleWindow> {
  const [row] = rowsOf<{ count: number; window_started_at: Date | string }>(
    await executor.execute(sql`
      insert into auth_throttle (key, count, window_started_at) values (${key}, 1, ${now.toISOString()})
      on conflict (key) do update set
        count = case when auth_throttle.window_started_at <= ${now.toISOString()}::timestamptz - make_interval(secs => ${windowSeconds})
                     then 1 else auth_throttle.count + 1 end,
        window_started_at = case when auth_throttle.window_started_at <= ${now.toISOString()}::timestamptz - make_interval(secs => ${windowSeconds})
                     then excluded.window_started_at else auth_throttle.window_started_at end
      returning count, window_started_at`),
  );
  const startedAt = new Date(row!.window_started_at).getTime();
  return { count: row!.count, resetsInSeconds: Math.max(1, Math.ceil((startedAt + windowSeconds * 1000 - now.getTime()) / 1000)) };
}

/** The current count without adding to it. */
export async function peekEvents(executor: Executor, key: string, windowSeconds: number, now: Date): Promise<ThrottleWindow> {
  const [row] = rowsOf<{ count: number; window_started_at: Date | string }>(
    await executor.execute(sql`select count, window_started_at from auth_throttle where key = ${key}`),
  );
  if (!row) return { count: 0, resetsInSeconds: 0 };
  const endsAt = new Date(row.window_started_at).getTime() + windowSeconds * 1000;
  if (endsAt <= now.getTime()) return { count: 0, resetsInSeconds: 0 };
  return { count: row.count, resetsInSeconds: Math.ceil((endsAt - now.getTime()) / 1000) };
}

export async function resetEvents(executor: Executor, key: string): Promise<void> {
  await executor.execute(sql`delete from auth_throttle where key = ${key}`);
}
