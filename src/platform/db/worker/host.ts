import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { ErrorFields, OpenOptions, QueryOptions, Reply, Request } from './messages.js';

/**
 * The program the PGlite worker runs: it owns the one embedded PostgreSQL instance and runs what
 * the main thread sends. PGlite itself keeps transactions whole: a plain query waits while a
 * transaction holds the instance, and a transaction's statements (sent with its txId) run on its
 * own handle, so the main thread may send everything as it comes.
 */

const port = parentPort;
if (!port) throw new Error('host.ts runs in a worker thread only');

/** An open transaction: its handle, and how to let PGlite's transaction callback return. */
interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
}

/** Rejects PGlite's transaction callback so that it rolls back; not a failure to report. */
const ROLLBACK = new Error('rolled back by the caller');

const transactions = new Map<number, OpenTransaction>();
const subscriptions = new Map<number, () => Promise<void>>();

function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: ErrorFields['fields'] = {};
  // Only plain values cross: PGlite's errors also carry the query options (functions) and params.
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean;
  }
  return { name: error.name, message: error.message, fields };
}

function queryOptions(options: QueryOptions) {
  const identity = (value: string) => value;
  const parsers = Object.fromEntries((options.textTypes ?? []).map((oid) => [oid, identity]));
  return { rowMode: options.rowMode, parsers };
}

function transaction(txId: number): OpenTransaction {
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  return open;
}

/** Opens a transaction and resolves once BEGIN ran; `ended` settles when it committed or rolled back. */
function begin(client: PGlite, txId: number): { began: Promise<void>; ended: Promise<void> } {
  let began!: () => void;
  const started = new Promise<void>((resolve) => (began = resolve));
  const ended = client
    .transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          transactions.set(txId, { tx, finish: (commit) => (commit ? resolve() : reject(ROLLBACK)) });
          began();
        }),
    )
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    })
    .finally(() => transactions.delete(txId));
  // BEGIN failing rejects `ended` before the transaction opened: the opener hears it.
  return { began: Promise.race([started, ended]), ended };
}

const ending = new Map<number, Promise<void>>();

async function handle(client: PGlite, request: Request): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const runner = request.txId === undefined ? client : transaction(request.txId).tx;
      return runner.query(request.sql, request.params, queryOptions(request.options));
    }
    case 'exec': {
      const runner = request.txId === undefined ? client : transaction(request.txId).tx;
      return runner.exec(request.sql);
    }
    case 'begin': {
      const { began, ended } = begin(client, request.txId);
      // Heard by the 'end' request (or, if BEGIN fails, by `began`): never an unhandled rejection.
      ended.catch(() => undefined);
      ending.set(request.txId, ended);
      try {
        await began;
      } catch (error) {
        ending.delete(request.txId);
        throw error;
      }
      return null;
    }
    case 'end': {
      const ended = ending.get(request.txId);
      ending.delete(request.txId);
      transaction(request.txId).finish(request.commit);
      await ended;
      return null;
    }
    case 'listen': {
      const listenId = request.id;
      subscriptions.set(
        listenId,
        await client.listen(request.channel, (payload) =>
          port!.postMessage({ kind: 'notification', listenId, payload }),
        ),
      );
      return listenId;
    }
    case 'unlisten': {
      const unsubscribe = subscriptions.get(request.listenId);
      subscriptions.delete(request.listenId);
      await unsubscribe?.();
      return null;
    }
    case 'snapshot':
      return (await client.dumpDataDir('none')).arrayBuffer();
    case 'close':
      await client.close();
      return null;
  }
}

async function main() {
  const options = workerData as OpenOptions;
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.snapshot ? { loadDataDir: new Blob([options.snapshot]) } : {}),
    });
  } catch (error) {
    port!.postMessage({ kind: 'open-failed', error: errorFields(error) } satisfies Reply);
    return;
  }
  if (options.initialiseOnly) {
    await client.close();
    port!.postMessage({ kind: 'ready' } satisfies Reply);
    return;
  }
  port!.on('message', (request: Request) => {
    handle(client, request).then(
      (result) => {
        const transfer = result instanceof ArrayBuffer ? [result] : [];
        port!.postMessage({ kind: 'done', id: request.id, result } satisfies Reply, transfer);
      },
      (error: unknown) =>
        port!.postMessage({ kind: 'failed', id: request.id, error: errorFields(error) } satisfies Reply),
    );
  });
  port!.postMessage({ kind: 'ready' } satisfies Reply);
}

void main();
