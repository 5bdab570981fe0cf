/**
 * What the main thread and the PGlite worker say to each other (structured clone). Every request
 * carries an id its reply repeats; notifications arrive unasked.
 */

export interface OpenOptions {
  dataDir?: string;
  /** A data-directory tarball (dumpDataDir) to start from, moved, not copied, into the worker. */
  snapshot?: ArrayBuffer;
  /** Create the cluster in `dataDir`, close it and stop: the first start of a new data directory. */
  initialiseOnly?: boolean;
}

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  /**
   * Type OIDs whose values stay as PostgreSQL's text: the only parser drizzle gives PGlite is the
   * identity (timestamps, dates, intervals and their arrays kept as strings), and functions cannot
   * cross threads, so the worker rebuilds those identities from the OIDs.
   */
  textTypes?: number[];
}

export type Request =
  | { kind: 'query'; id: number; txId?: number; sql: string; params: unknown[]; options: QueryOptions }
  | { kind: 'exec'; id: number; txId?: number; sql: string }
  /** Opens transaction txId; answered once BEGIN ran, while the worker holds PGlite for it alone. */
  | { kind: 'begin'; id: number; txId: number }
  /** Ends transaction txId: COMMIT, or ROLLBACK; answered once PGlite is free again. */
  | { kind: 'end'; id: number; txId: number; commit: boolean }
  | { kind: 'listen'; id: number; channel: string }
  | { kind: 'unlisten'; id: number; listenId: number }
  | { kind: 'snapshot'; id: number }
  | { kind: 'close'; id: number };

/** A PostgreSQL error's fields (code, severity, constraint, detail, …), rebuilt as an Error on the main thread. */
export interface ErrorFields {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type Reply =
  | { kind: 'ready' }
  | { kind: 'open-failed'; error: ErrorFields }
  | { kind: 'done'; id: number; result: unknown }
  | { kind: 'failed'; id: number; error: ErrorFields }
  | { kind: 'notification'; listenId: number; payload: string };
