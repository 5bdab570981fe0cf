import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';

/** The drizzle handle, the same type whichever driver sits underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** Anything queries can run on: the database itself or an open transaction. */
export type Executor = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface MigrateOptions {
  /** Told each migration's name before the batch that applies them runs. */
  onApply?: (tag: string) => void;
  /** Apply only the first `upTo` migrations of the code (restore brings a backup's level back first). */
  upTo?: number;
}

export interface MigrationResult {
  /** Names of the migrations this call applied, in order. */
  applied: string[];
  /** Migrations the database holds now. */
  total: number;
  /** The last one's name, or null on an empty database. */
  last: string | null;
}

export interface Database {
  readonly kind: DatabaseKind;
  readonly db: Db;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Applies pending migrations, serialized across instances, naming each to `onApply` first;
   * throws DatabaseNewerError when the database holds migrations this code does not know.
   */
  migrate(options?: MigrateOptions): Promise<MigrationResult>;
  /**
   * Housekeeping a PostgreSQL server's autovacuum does by itself but embedded PGlite has no process
   * for: `analyze` refreshes planner statistics, `vacuum` also reclaims dead rows. No-op on a server.
   */
  maintain(task: 'analyze' | 'vacuum'): Promise<void>;
  /**
   * Receives PostgreSQL notifications on `channel` (sent with pg_notify, by any instance on the same
   * database, delivered once the sending transaction commits). Resolves to an unsubscribe function.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** A pool's connections now (PostgreSQL); absent for the embedded database, which has one. */
  poolStats?(): { total: number; idle: number; waiting: number };
}
