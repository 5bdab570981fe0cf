import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { AppError } from '../http/errors.js';
import type { JobMessage, ReplyMessage } from './messages.js';
import { startModuleWorker } from './spawn.js';
import { siblingModule, type OffThreadTask } from './task.js';

/**
 * Runs CPU-heavy tasks (see task.ts) on a small pool of worker threads, so the event loop that
 * answers every other request never waits for them. Bounded in every direction:
 *
 * - workers: sized to the machine (cores - 1, at least 1), started on first use;
 * - admission: at most `workers + queueSize` jobs in flight (running or waiting); beyond that 503
 *   OFFLOAD_QUEUE_FULL with Retry-After, so a burst costs memory for a bounded queue only;
 * - per key (the organization): at most `perKeyRunning` running and `perKeyRunning + perKeyQueued`
 *   in flight (429 OFFLOAD_ORGANIZATION_BUSY beyond), and waiting jobs are served round-robin
 *   across keys, so one organization can neither take every worker nor the whole queue;
 * - time: a job running longer than `timeoutMs` has its worker terminated (503 OFFLOAD_TIMED_OUT)
 *   and a fresh worker takes its place; a worker's heap is capped too;
 * - a waiting job whose caller gave up (its AbortSignal fired) leaves the queue without running.
 */

export interface OffloadLimits {
  workers: number;
  queueSize: number;
  perKeyRunning: number;
  perKeyQueued: number;
  timeoutMs: number;
}

export interface RunOptions {
  /** The caller went away: a job still waiting is dropped. A running job finishes (bounded by the timeout). */
  signal?: AbortSignal;
  /** What the job makes, for error messages: "invoice PDFs". */
  what?: string;
}

export interface OffThreadRunner {
  run<In, Out>(key: string, task: OffThreadTask<In, Out>, input: In, options?: RunOptions): Promise<Out>;
  /** Jobs running and waiting now, overall or for one key. */
  load(key?: string): { running: number; waiting: number };
  close(): Promise<void>;
}

/** One worker per core but one, which stays with the event loop; at least one. */
export function defaultWorkerCount(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** A worker whose heap grows past this is stopped by V8 (its job fails) rather than swell the process. */
const WORKER_HEAP_MB = 256;
const HOST = siblingModule(import.meta.url, './worker-host');

function startWorker(): Worker {
  return startModuleWorker(HOST, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
}

interface Job {
  id: number;
  key: string;
  message: JobMessage;
  what: string;
  resolve(output: unknown): void;
  reject(error: unknown): void;
  detach(): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  startedAt: number;
  timer: NodeJS.Timeout | null;
}

export function createOffThreadRunner(limits: OffloadLimits): OffThreadRunner {
  const slots = new Set<Slot>();
  /** Waiting jobs per key; the Map's order is the round-robin order (a served key moves to the back). */
  const waiting = new Map<string, Job[]>();
  const runningPerKey = new Map<string, number>();
  /** When each key last had a job started (a counter); keys with nothing in flight are forgotten. */
  const lastServed = new Map<string, number>();
  let serveCount = 0;
  let nextId = 1;
  let closed = false;
  /** Smoothed duration of recent jobs, for Retry-After. */
  let typicalMs = 1_000;

  const count = (map: Map<string, number>, key: string) => map.get(key) ?? 0;
  const waitingOf = (key: string) => waiting.get(key)?.length ?? 0;
  const totalWaiting = () => [...waiting.values()].reduce((sum, jobs) => sum + jobs.length, 0);
  const totalRunning = () => [...slots].filter((slot) => slot.job).length;

  function retryAfterSeconds(): string {
    const rounds = totalWaiting() / limits.workers + 1;
    return String(Math.min(60, Math.max(1, Math.ceil((typicalMs * rounds) / 1000))));
  }

  function busy(code: 'OFFLOAD_QUEUE_FULL' | 'OFFLOAD_ORGANIZATION_BUSY', message: string, hint: string) {
    return new AppError(code, message, hint, undefined, { 'retry-after': retryAfterSeconds() });
  }

  /**
   * The next job a worker may take: of the keys below their running limit, the one served least
   * recently (never served first), so a key with many waiting jobs takes turns with the others.
   */
  function takeNext(): Job | null {
    let chosen: string | null = null;
    for (const key of waiting.keys()) {
      if (count(runningPerKey, key) >= limits.perKeyRunning) continue;
      if (chosen === null || count(lastServed, key) < count(lastServed, chosen)) chosen = key;
    }
    if (chosen === null) return null;
    const jobs = waiting.get(chosen)!;
    const job = jobs.shift()!;
    if (jobs.length === 0) waiting.delete(chosen);
    lastServed.set(chosen, ++serveCount);
    return job;
  }

  function startable(): number {
    let jobs = 0;
    for (const [key, queued] of waiting)
      jobs += Math.min(queued.length, Math.max(0, limits.perKeyRunning - count(runningPerKey, key)));
    return jobs;
  }

  function dispatch() {
    if (closed) return;
    for (const slot of slots) {
      if (!slot.ready || slot.job) continue;
      const job = takeNext();
      if (!job) break;
      begin(slot, job);
    }
    const starting = [...slots].filter((slot) => !slot.ready).length;
    const wanted = Math.min(startable() - starting, limits.workers - slots.size);
    for (let index = 0; index < wanted; index++) spawn();
  }

  function begin(slot: Slot, job: Job) {
    job.detach();
    slot.job = job;
    slot.startedAt = performance.now();
    runningPerKey.set(job.key, count(runningPerKey, job.key) + 1);
    slot.timer = setTimeout(() => {
      const seconds = Math.round(limits.timeoutMs / 100) / 10;
      retire(
        slot,
        new AppError(
          'OFFLOAD_TIMED_OUT',
          `Making ${job.what} took longer than ${seconds} s and was stopped`,
          'Retry later; if it keeps failing, make the document smaller (fewer or shorter lines).',
        ),
      );
    }, limits.timeoutMs);
    slot.worker.postMessage(job.message);
  }

  /** The slot's job is over: stops its timer, frees its key's place, and answers the job. */
  function finish(slot: Slot): Job | null {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    if (job) {
      const running = count(runningPerKey, job.key) - 1;
      if (running > 0) runningPerKey.set(job.key, running);
      else runningPerKey.delete(job.key);
      if (running === 0 && !waiting.has(job.key)) lastServed.delete(job.key);
    }
    return job;
  }

  /** Stops a worker that timed out or broke; its job fails with `error`, and a new worker replaces it when needed. */
  function retire(slot: Slot, error: unknown) {
    if (!slots.delete(slot)) return;
    const job = finish(slot);
    void slot.worker.terminate();
    if (job) job.reject(error);
    else if (!slot.ready) {
      // The worker could not even start (e.g. its module does not load): fail what waits rather than loop.
      for (const jobs of waiting.values()) for (const waiter of jobs) waiter.reject(error);
      waiting.clear();
    }
    dispatch();
  }

  function spawn() {
    const slot: Slot = { worker: startWorker(), ready: false, job: null, startedAt: 0, timer: null };
    slots.add(slot);
    slot.worker.unref();
    slot.worker.on('message', (reply: ReplyMessage) => {
      if (reply.kind === 'ready') {
        slot.ready = true;
        return dispatch();
      }
      if (!slot.job || slot.job.id !== reply.id) return;
      typicalMs = 0.7 * typicalMs + 0.3 * (performance.now() - slot.startedAt);
      const job = finish(slot)!;
      if (reply.kind === 'done') job.resolve(asBuffer(reply.output));
      else job.reject(new Error(reply.message));
      dispatch();
    });
    slot.worker.on('error', (error) => retire(slot, error));
    slot.worker.on('exit', (code) => retire(slot, new Error(`offload worker exited with code ${code}`)));
  }

  return {
    run<In, Out>(key: string, task: OffThreadTask<In, Out>, input: In, options: RunOptions = {}): Promise<Out> {
      const what = options.what ?? 'this';
      if (closed) throw new AppError('SERVICE_UNAVAILABLE', 'The server is shutting down', 'Retry in a few seconds.');
      options.signal?.throwIfAborted();
      if (count(runningPerKey, key) + waitingOf(key) >= limits.perKeyRunning + limits.perKeyQueued) {
        throw busy(
          'OFFLOAD_ORGANIZATION_BUSY',
          `Your organization already has ${limits.perKeyRunning + limits.perKeyQueued} ${what} being made`,
          'Wait for them to finish (Retry-After gives the seconds), then ask again.',
        );
      }
      if (totalRunning() + totalWaiting() >= limits.workers + limits.queueSize) {
        throw busy(
          'OFFLOAD_QUEUE_FULL',
          `Too many ${what} are being made right now`,
          'Retry after the number of seconds in Retry-After.',
        );
      }
      return new Promise<Out>((resolve, reject) => {
        const id = nextId++;
        const signal = options.signal;
        const onAbort = () => {
          const jobs = waiting.get(key);
          const index = jobs?.indexOf(job) ?? -1;
          if (index < 0) return;
          jobs!.splice(index, 1);
          if (jobs!.length === 0) waiting.delete(key);
          const reason: unknown = signal!.reason;
          reject(reason instanceof Error ? reason : new Error('the caller gave up'));
        };
        const job: Job = {
          id,
          key,
          what,
          message: { id, module: task.module, exportName: task.exportName, input },
          resolve: (output) => resolve(output as Out),
          reject,
          detach: () => signal?.removeEventListener('abort', onAbort),
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.set(key, [...(waiting.get(key) ?? []), job]);
        dispatch();
      });
    },

    load(key?: string) {
      if (key === undefined) return { running: totalRunning(), waiting: totalWaiting() };
      return { running: count(runningPerKey, key), waiting: waitingOf(key) };
    },

    async close() {
      closed = true;
      const stopping = new AppError('SERVICE_UNAVAILABLE', 'The server is shutting down', 'Retry in a few seconds.');
      for (const jobs of waiting.values()) for (const job of jobs) job.reject(stopping);
      waiting.clear();
      const workers = [...slots];
      slots.clear();
      for (const slot of workers) finish(slot)?.reject(stopping);
      await Promise.all(workers.map((slot) => slot.worker.terminate()));
    },
  };
}

/** Buffers cross threads as plain Uint8Arrays; give them back their Buffer face (no copy). */
function asBuffer(output: unknown): unknown {
  if (output instanceof Uint8Array && !Buffer.isBuffer(output))
    return Buffer.from(output.buffer, output.byteOffset, output.byteLength);
  return output;
}
