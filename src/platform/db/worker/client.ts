import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { siblingModule, startModuleWorker } from '../../offload/index.js';
import type { ErrorFields, OpenOptions, QueryOptions, Reply, Request } from './messages.js';

/** The part of a PGlite transaction handle drizzle's pglite driver uses. */
interface TransactionHandle {
  query<T>(sql: string, params?: unknown[], options?: DriverQueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/** The part of PGlite drizzle's driver and our Database use, answered by the worker. */
export interface PgliteWorkerClient extends TransactionHandle {
  transaction<T>(callback: (tx: TransactionHandle) => Promise<T>): Promise<T>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression?: 'none'): Promise<Blob>;
  close(): Promise<void>;
}

interface DriverQueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/**
 * `caller` holds the stack of the code that sent the query, for a failure's error. An Error object:
 * V8 records the frames when it is made but formats them only when `.stack` is read, which is 1.5%
 * of the main thread under load if done for every query instead of only for the few that fail.
 */
type Pending = { resolve(result: unknown): void; reject(error: unknown): void; caller: Error };
type Sendable = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

const HOST = siblingModule(import.meta.url, './host');

/** A PostgreSQL error as the worker reported it, with its fields (code, severity, constraint…) back on it. */
function rebuild(error: ErrorFields, caller: Error | undefined): Error {
  const rebuilt = Object.assign(new Error(error.message), error.fields);
  rebuilt.name = error.name;
  // The caller's stack says which query failed; the worker's would only show the worker.
  const callerStack = caller?.stack;
  if (callerStack) rebuilt.stack = `${error.name}: ${error.message}\n${callerStack.split('\n').slice(1).join('\n')}`;
  return rebuilt;
}

function driverOptions(options: DriverQueryOptions | undefined): QueryOptions {
  return { rowMode: options?.rowMode, textTypes: Object.keys(options?.parsers ?? {}).map(Number) };
}

/**
 * Creates the PostgreSQL cluster of a new data directory in a worker thread of its own, which then
 * ends. PGlite's initdb leaves a second WebAssembly instance and a copy of its memory behind (about
 * 450 MB) that V8 only collects some minute later; an ended thread gives all of it back at once,
 * so a new deployment starts at the memory of an existing one (docs/performance.md, "Memory").
 */
async function initialiseDataDir(dataDir: string): Promise<void> {
  const worker = startModuleWorker(HOST, { workerData: { dataDir, initialiseOnly: true } satisfies OpenOptions });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: Reply) => {
        if (reply.kind === 'ready') resolve();
        else if (reply.kind === 'open-failed') reject(rebuild(reply.error, undefined));
      });
      worker.on('error', reject);
      worker.on('exit', (code) =>
        reject(new Error(`The embedded database's set-up thread stopped (exit code ${code})`)),
      );
    });
  } finally {
    await worker.terminate();
  }
}

/**
 * Starts a worker thread that owns a PGlite instance (see host.ts) and answers once it is ready.
 * The worker keeps the process alive only while a request is in flight, as an embedded instance
 * on the main thread would. If it dies, everything in flight and everything after fails with an
 * error that says so.
 */
export async function startPgliteWorker(options: { dataDir?: string; snapshot?: Blob }): Promise<PgliteWorkerClient> {
  if (options.dataDir && !options.snapshot && !existsSync(path.join(options.dataDir, 'PG_VERSION')))
    await initialiseDataDir(options.dataDir);
  const snapshot = options.snapshot ? await options.snapshot.arrayBuffer() : undefined;
  const worker: Worker = startModuleWorker(HOST, {
    workerData: { dataDir: options.dataDir, snapshot } satisfies OpenOptions,
    transferList: snapshot ? [snapshot] : [],
  });
  const pending = new Map<number, Pending>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let nextTxId = 1;
  let broken: Error | null = null;
  let closing = false;

  const failAll = (error: Error) => {
    broken ??= error;
    for (const waiter of pending.values()) waiter.reject(broken);
    pending.clear();
    worker.unref();
  };

  const opened = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if (reply.kind === 'ready') return resolve();
      if (reply.kind === 'open-failed') {
        reject(rebuild(reply.error, undefined));
        return void worker.terminate();
      }
      if (reply.kind === 'notification') return listeners.get(reply.listenId)?.(reply.payload);
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      if (pending.size === 0) worker.unref();
      if (reply.kind === 'done') waiter.resolve(reply.result);
      else waiter.reject(rebuild(reply.error, waiter.caller));
    });
    worker.on('error', (error) => {
      const failure = new Error(`The embedded database's worker thread failed: ${error.message}`, { cause: error });
      failAll(failure);
      reject(failure);
    });
    worker.on('exit', (code) => {
      const failure = new Error(
        closing ? 'The database is closed' : `The embedded database's worker thread stopped (exit code ${code})`,
      );
      failAll(failure);
      reject(failure);
    });
  });
  await opened;
  worker.unref();

  function send<T>(request: Sendable): Promise<T> {
    if (broken) return Promise.reject(broken);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject, caller: new Error() });
      worker.postMessage({ ...request, id });
    });
  }

  const handle = (txId?: number): TransactionHandle => ({
    query: (sql, params = [], options) => send({ kind: 'query', txId, sql, params, options: driverOptions(options) }),
    exec: (sql) => send({ kind: 'exec', txId, sql }),
  });

  return {
    ...handle(),
    async transaction(callback) {
      const txId = nextTxId++;
      await send({ kind: 'begin', txId });
      let result;
      try {
        result = await callback(handle(txId));
      } catch (error) {
        await send({ kind: 'end', txId, commit: false });
        throw error;
      }
      await send({ kind: 'end', txId, commit: true });
      return result;
    },
    async listen(channel, onMessage) {
      const listenId = await send<number>({ kind: 'listen', channel });
      listeners.set(listenId, onMessage);
      return async () => {
        listeners.delete(listenId);
        await send({ kind: 'unlisten', listenId }).catch(() => undefined);
      };
    },
    async dumpDataDir() {
      return new Blob([await send<ArrayBuffer>({ kind: 'snapshot' })]);
    },
    async close() {
      if (broken) return;
      await send({ kind: 'close' });
      closing = true;
      await worker.terminate();
    },
  };
}
