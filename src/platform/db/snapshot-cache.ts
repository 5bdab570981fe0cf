import { sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { rowsOf } from './rows.js';

/**
 * Answers of read-only reports, kept for as long as the database's committed data is exactly what
 * it was when they were computed (docs/decisions/reports/report-answers-kept-per-database-snapshot.md).
 *
 * The key is PostgreSQL's own: `pg_current_snapshot()` (xmin, xmax and the transactions in
 * progress). Two equal snapshots see the same committed transactions, so the same rows; any
 * transaction that writes takes a new id and changes the next one. Nothing has to be told about
 * writes: no triggers, no version rows, no invalidation calls to forget. An answer is filed under
 * the snapshot read before computing it and all answers are dropped when it moves, so an answer
 * that saw a write committed while it was computed can never be read back: the snapshot has moved
 * past the one it is filed under, and snapshots only move forward.
 *
 * On the embedded database a report's statements queue behind every other caller's on one thread:
 * ten managers opening the same dashboard cost one report and ten snapshot reads. On a PostgreSQL
 * server the snapshot is the whole cluster's, so another tenant's write moves it too and answers
 * are kept for less long; a miss still costs nothing, because the tenant guard's statement reads
 * the snapshot with the membership, and callers asking the same thing at the same moment still
 * share one computation. Several server processes each keep their own answers: the key is the
 * database's state, not a process's, so none can serve another's stale figure.
 */
/** Who asks: the organization, and the snapshot the tenant guard read with the membership, if any. */
export interface ReportCaller {
  readonly orgId: string;
  readonly dataSnapshot?: string;
}

/** An answer the cache can weigh: a report's serialized bytes (a route's PreparedAnswer). */
export interface SizedAnswer {
  readonly byteLength: number;
}

export interface ReportCache {
  /**
   * `compute()`'s answer for the caller's organization and `inputs` (everything else the answer
   * depends on: the query, the caller's visibility, the resolved period and calendar; it must not
   * read the clock), from the cache while the database is unchanged. Concurrent callers with the
   * same key share one computation. Errors are not kept.
   */
  read<T extends SizedAnswer>(caller: ReportCaller, inputs: unknown, compute: () => Promise<T>): Promise<T>;
}

interface ReportCacheOptions {
  /** Answers kept at most (the least recently read go first). */
  maxEntries?: number;
  /** Bytes of answers kept at most; a larger answer is served but not kept. */
  maxBytes?: number;
}

const DEFAULT_MAX_ENTRIES = 200;
/** Per report and process: 29 GET /projects pages of 500 members' assignments (278 KB each). */
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;

/** Computes every time: for services built without a cache (tests, benches). */
export const uncachedReports: ReportCache = { read: (_caller, _inputs, compute) => compute() };

async function currentSnapshot(db: Db): Promise<string> {
  return rowsOf<{ snapshot: string }>(await db.execute(sql`select pg_current_snapshot()::text as snapshot`))[0]!
    .snapshot;
}

/**
 * Whether snapshot `a` saw less committed work than `b` (both `xmin:xmax:xip,…`). xmax, one past
 * the highest transaction id that has ended, only grows. At the same xmax, the transactions below
 * it still in progress (xip) can only end, never be joined by new ones (a new id is at least
 * xmax), so the list only shrinks: the snapshot with more of them in progress is the older one.
 */
export function isOlderSnapshot(a: string, b: string): boolean {
  const [, xmaxA = '0', xipA = ''] = a.split(':');
  const [, xmaxB = '0', xipB = ''] = b.split(':');
  if (xmaxA !== xmaxB) return BigInt(xmaxA) < BigInt(xmaxB);
  const inProgressB = xipB === '' ? [] : xipB.split(',');
  const inProgressA = new Set(xipA === '' ? [] : xipA.split(','));
  return inProgressA.size > inProgressB.length && inProgressB.every((id) => inProgressA.has(id));
}

/** The snapshot-keyed cache, on either database. */
export function createReportCache(
  db: Db,
  { maxEntries = DEFAULT_MAX_ENTRIES, maxBytes = DEFAULT_MAX_BYTES }: ReportCacheOptions = {},
): ReportCache {
  // Only answers of the latest snapshot seen are worth keeping: an older one cannot come back.
  let snapshotOfEntries = '';
  // In the order last read: the first is the next to go.
  const entries = new Map<string, SizedAnswer>();
  let bytes = 0;
  const inFlight = new Map<string, Promise<SizedAnswer>>();

  function forgetAll() {
    entries.clear();
    bytes = 0;
    inFlight.clear();
  }

  function keep(snapshot: string, key: string, answer: SizedAnswer) {
    if (snapshot !== snapshotOfEntries || answer.byteLength > maxBytes) return;
    entries.set(key, answer);
    bytes += answer.byteLength;
    for (const [oldest, kept] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= kept.byteLength;
    }
  }

  return {
    async read<T extends SizedAnswer>(caller: ReportCaller, inputs: unknown, compute: () => Promise<T>): Promise<T> {
      // The guard's snapshot saves a statement. An answer computed a moment later and filed under it
      // is at least as new as the data any caller with that snapshot found when it arrived.
      const snapshot = caller.dataSnapshot ?? (await currentSnapshot(db));
      if (snapshot !== snapshotOfEntries) {
        // A request whose guard ran before the latest snapshot seen: answer it, keep nothing.
        if (snapshotOfEntries !== '' && isOlderSnapshot(snapshot, snapshotOfEntries)) return compute();
        snapshotOfEntries = snapshot;
        forgetAll();
      }
      // The organization leads the key: one tenant's answer can never be found under another's.
      const key = `${caller.orgId}\u0000${JSON.stringify(inputs)}`;
      const kept = entries.get(key) as T | undefined;
      if (kept) {
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      const pending = inFlight.get(key) as Promise<T> | undefined;
      if (pending) return pending;
      const computing = compute().then((answer) => {
        keep(snapshot, key, answer);
        return answer;
      });
      inFlight.set(key, computing);
      const forget = () => {
        if (inFlight.get(key) === computing) inFlight.delete(key);
      };
      computing.then(forget, forget);
      return computing;
    },
  };
}
