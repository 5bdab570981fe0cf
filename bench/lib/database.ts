import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/platform/db/index.js';

/**
 * The database a data benchmark seeds and then points the server at: embedded PGlite in a
 * temporary DATA_DIR, or a throwaway database created on the PostgreSQL server DATABASE_URL
 * names (never the database it names: seeding writes a quarter of a million rows).
 */
export interface BenchDatabase {
  readonly kind: 'pglite' | 'postgres';
  readonly label: string;
  /** The server's DATA_DIR; for PGlite it holds the seeded database. The bench deletes it. */
  readonly dataDir: string;
  /** What the server needs in its environment to use this database. */
  readonly serverEnv: Record<string, string>;
  /**
   * The bench's own connection, with `connections` pooled connections for PostgreSQL. A PGlite
   * data directory has one owner at a time: close this before the server starts.
   */
  open(connections: number): Promise<Database>;
  /**
   * Resolves once no other session runs a statement in the database (PostgreSQL), e.g. what a
   * load left behind when autocannon stopped waiting. PGlite: at once (see `settle` in data-scale.ts).
   */
  waitForIdle(): Promise<void>;
  /** Deletes the data directory and drops the throwaway database; safe to call twice. */
  destroy(): Promise<void>;
}

async function adminQuery(url: string, text: string, params: unknown[] = []): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

async function waitForNoActiveStatement(adminUrl: string, database: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const active =
    "select count(*)::int as active from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()";
  while (Date.now() < deadline) {
    const [row] = (await adminQuery(adminUrl, active, [database])) as Array<{ active: number }>;
    if (row?.active === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`database ${database} still busy after ${timeoutMs} ms`);
}

export async function createBenchDatabase(adminUrl: string | undefined): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'punchclock-data-bench-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (!adminUrl) {
    return {
      kind: 'pglite',
      label: 'embedded PGlite',
      dataDir,
      serverEnv: {},
      // The server opens DATA_DIR/pglite (src/platform/db/index.ts); so do we.
      open: () => openPglite(path.join(dataDir, 'pglite')),
      waitForIdle: async () => {},
      destroy: removeDir,
    };
  }
  const name = `punchclock_data_bench_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await adminQuery(adminUrl, `create database "${name}"`);
  } catch (error) {
    await removeDir();
    throw error;
  }
  let dropping: Promise<void> | undefined;
  return {
    kind: 'postgres',
    label: `PostgreSQL, throwaway database ${name} on ${url.host}`,
    dataDir,
    serverEnv: { DATABASE_URL: url.toString() },
    open: (connections) => openPostgres(url.toString(), connections),
    waitForIdle: () => waitForNoActiveStatement(adminUrl, name),
    destroy: () =>
      (dropping ??= (async () => {
        await removeDir();
        // `with (force)` ends any connection a crashed server left behind (PostgreSQL 13+).
        await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
      })()),
  };
}

/** One parameterized query through the driver itself, below drizzle; rows as the driver returns them. */
export type RawQuery = (text: string, params?: unknown[]) => Promise<unknown[]>;

/** The database's own driver (PGlite or a pg Pool), for the raw-query baselines and EXPLAIN. */
export interface RawDriver {
  query: RawQuery;
  /** BEGIN … COMMIT on one connection (ROLLBACK if `work` throws). */
  transaction(work: (query: RawQuery) => Promise<void>): Promise<void>;
}

/**
 * A name for a statement, the same for the same text: the raw baseline runs every statement as a
 * named prepared statement (parsed and planned once per connection), as the app runs its hot reads
 * (the entries page, the tenant guard), so a route is never measured against a baseline that pays
 * for planning the app does not.
 */
function statementName(text: string): string {
  return `raw_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
}

/** drizzle keeps the client it was given as `$client`; Database hides it behind its Db type. */
export function rawDriverOf(database: Database): RawDriver {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    const lite = client as PGlite;
    return {
      query: async (text, params) => (await lite.query(text, params)).rows,
      transaction: async (work) => {
        await lite.transaction(async (tx) => work(async (text, params) => (await tx.query(text, params)).rows));
      },
    };
  }
  const pool = client as pg.Pool;
  return {
    query: async (text, params) => (await pool.query({ name: statementName(text), text, values: params })).rows,
    transaction: async (work) => {
      const connection = await pool.connect();
      try {
        await connection.query('begin');
        await work(async (text, params) => (await connection.query(text, params)).rows);
        await connection.query('commit');
      } catch (error) {
        await connection.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
  };
}
