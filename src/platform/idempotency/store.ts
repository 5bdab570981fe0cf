import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Executor } from '../db/index.js';
import { rowsOf } from '../db/rows.js';
import { createSealer } from '../sealed-values.js';

/** How long an answer is replayed, and a key stays taken (docs/idempotency.md). */
export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24;

/** Whose key, on which route: two scopes that differ in any part never meet. */
export interface IdempotencyScope {
  orgId: string;
  caller: string;
  method: string;
  route: string;
  key: string;
}

/** The first request's success, as it was sent. */
interface StoredAnswer {
  status: number;
  contentType: string;
  body: Buffer;
}

/** What a request finds when it presents its key. */
type ClaimOutcome =
  | { kind: 'claimed'; claimant: string }
  | { kind: 'answered'; answer: StoredAnswer }
  /** The first request with this key has not answered yet. */
  | { kind: 'in-progress' }
  /** The key was used for another request (another body, query or path). */
  | { kind: 'mismatch' };

interface StoredRow {
  fingerprint: string;
  claimed_by: string;
  response_status: number | null;
  response_content_type: string | null;
  response_body: string | null;
}

const LIFETIME = sql.raw(`interval '${IDEMPOTENCY_KEY_LIFETIME_HOURS} hours'`);

const inScope = (scope: IdempotencyScope) => sql`
  org_id = ${scope.orgId} and caller = ${scope.caller} and method = ${scope.method}
  and route = ${scope.route} and key = ${scope.key}`;

interface StoreOptions {
  db: Executor;
  clock: Clock;
  /** The server secret: stored answers are sealed with a key derived from it. */
  serverSecret: string;
  /** How long an unanswered claim holds before another request may take it over (its request died). */
  leaseMs: number;
}

/**
 * The claims and answers of Idempotency-Keys. A claim is one insert on the scope's primary key
 * (or the takeover of a row whose day has passed or whose request died), so of any number of
 * requests racing with one key on any number of instances exactly one runs. Answers are sealed
 * at rest (platform/sealed-values.ts): an API key's answer shows the key itself, which the
 * database otherwise keeps only as a hash.
 */
export function createIdempotencyStore({ db, clock, serverSecret, leaseMs }: StoreOptions) {
  const sealer = createSealer(serverSecret, { salt: 'punchclock-idempotency', label: 'stored-answers' });

  /** The insert, or the takeover of a row that no longer counts; the claimant when it won. */
  async function insertClaim(scope: IdempotencyScope, fingerprint: string, claimant: string): Promise<boolean> {
    const now = clock.now();
    const at = now.toISOString();
    const lockedUntil = new Date(now.getTime() + leaseMs).toISOString();
    const rows = rowsOf<{ claimed_by: string }>(
      await db.execute(sql`
        insert into idempotency_keys (org_id, caller, method, route, key, fingerprint, claimed_by, locked_until, created_at)
        values (${scope.orgId}, ${scope.caller}, ${scope.method}, ${scope.route}, ${scope.key}, ${fingerprint},
                ${claimant}, ${lockedUntil}::timestamptz, ${at}::timestamptz)
        on conflict (org_id, caller, method, route, key) do update set
          fingerprint = excluded.fingerprint, claimed_by = excluded.claimed_by, locked_until = excluded.locked_until,
          created_at = excluded.created_at, response_status = null, response_content_type = null, response_body = null
        where idempotency_keys.created_at <= ${at}::timestamptz - ${LIFETIME}
           or (idempotency_keys.response_status is null and idempotency_keys.locked_until <= ${at}::timestamptz)
        returning claimed_by`),
    );
    return rows[0]?.claimed_by === claimant;
  }

  /** Forgets an answer that no longer opens (the server secret was rotated), if it is still that answer. */
  async function dropUnreadable(scope: IdempotencyScope, row: StoredRow): Promise<void> {
    await db.execute(sql`
      delete from idempotency_keys
       where ${inScope(scope)} and claimed_by = ${row.claimed_by} and response_status is not null`);
  }

  return {
    async claim(scope: IdempotencyScope, fingerprint: string, claimant: string): Promise<ClaimOutcome> {
      for (let attempt = 0; attempt < 2; attempt++) {
        if (await insertClaim(scope, fingerprint, claimant)) return { kind: 'claimed', claimant };
        const [row] = rowsOf<StoredRow>(
          await db.execute(sql`
            select fingerprint, claimed_by, response_status, response_content_type, response_body
              from idempotency_keys where ${inScope(scope)}`),
        );
        // Given up between the two statements (its request failed): the caller asks again.
        if (!row) return { kind: 'in-progress' };
        if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
        if (row.response_status === null || row.response_body === null) return { kind: 'in-progress' };
        const body = sealer.open(row.response_body, scope.orgId);
        if (body !== null)
          return {
            kind: 'answered',
            answer: {
              status: row.response_status,
              contentType: row.response_content_type ?? 'application/json; charset=utf-8',
              body: Buffer.from(body, 'utf8'),
            },
          };
        // An answer sealed under a former server secret cannot be replayed: it counts as gone.
        await dropUnreadable(scope, row);
      }
      return { kind: 'in-progress' };
    },

    /** Records the claimant's success; false when its claim was taken over meanwhile. */
    async record(scope: IdempotencyScope, claimant: string, answer: StoredAnswer): Promise<boolean> {
      const sealed = sealer.seal(answer.body.toString('utf8'), scope.orgId);
      const rows = rowsOf<{ key: string }>(
        await db.execute(sql`
          update idempotency_keys
             set response_status = ${answer.status}, response_content_type = ${answer.contentType},
                 response_body = ${sealed}
           where ${inScope(scope)} and claimed_by = ${claimant} and response_status is null
          returning key`),
      );
      return rows.length === 1;
    },

    /** Gives the claim up (the request failed): the key is free for a retry at once. */
    async release(scope: IdempotencyScope, claimant: string): Promise<void> {
      await db.execute(sql`
        delete from idempotency_keys
         where ${inScope(scope)} and claimed_by = ${claimant} and response_status is null`);
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;

/**
 * Deletes up to `batch` keys whose day has passed (a claim ignores them already; this only frees
 * the space); how many it deleted.
 */
export async function purgeExpiredIdempotencyKeys(db: Executor, now: Date, batch: number): Promise<number> {
  const deleted = rowsOf<{ key: string }>(
    await db.execute(sql`
      delete from idempotency_keys where ctid in (
        select ctid from idempotency_keys
         where created_at <= ${now.toISOString()}::timestamptz - ${LIFETIME}
         limit ${batch})
      returning key`),
  );
  return deleted.length;
}
