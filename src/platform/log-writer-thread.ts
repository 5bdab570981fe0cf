import { writeSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/**
 * The thread's whole program: write each batch it receives to the descriptor, in the order
 * received, then count it. Plain JavaScript run with `eval`, so it starts without tsx or any
 * module of ours. A descriptor another part of the process made non-blocking answers EAGAIN when
 * full: the thread waits a millisecond and writes the rest. Any other error (the reader is gone)
 * drops that batch; it is still counted, so an exit never waits for a write that cannot happen.
 */
const WRITER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const written = new Int32Array(workerData.progress);
const pause = new Int32Array(new SharedArrayBuffer(4));
parentPort.on('message', (text) => {
  const bytes = Buffer.from(text, 'utf8');
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(workerData.fd, bytes, offset);
    } catch (error) {
      if (error.code !== 'EAGAIN') break;
      Atomics.wait(pause, 0, 0, 1);
    }
  }
  Atomics.add(written, 0, 1);
  Atomics.notify(written, 0);
});
`;

/** How long an exit waits for the thread to write what it was given, at most: a stuck reader must not hold the process. */
const EXIT_WAIT_MS = 5000;

/**
 * Log text written to a file descriptor by a thread of its own.
 *
 * The request path never waits for a write(2): handing a batch over is a message to the thread.
 * And every write happens on that one thread, in order. pino's asynchronous writer (sonic-boom)
 * writes from libuv's thread pool, so at exit its synchronous flush could write the last lines
 * while an earlier batch was still in flight there: the earlier batch landed after them (seen in
 * CI), and with a full pipe the two writes could even interleave inside a line. Here an exit
 * waits (on shared memory, which needs no event loop) until the thread has written everything
 * handed to it.
 */
export class LogWriterThread {
  readonly #worker: Worker;
  readonly #written: Int32Array;
  #handedOver = 0;
  #threadGone = false;

  constructor(private readonly fd: number) {
    const progress = new SharedArrayBuffer(4);
    this.#written = new Int32Array(progress);
    this.#worker = new Worker(WRITER_SOURCE, {
      eval: true,
      workerData: { fd, progress },
      // Not the parent's --import tsx and the like: the thread needs none of it.
      execArgv: [],
      // It holds one batch at a time (a backlog waits in its message queue): a small heap is plenty.
      resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 2, stackSizeMb: 1 },
    });
    // The thread never keeps the process alive: an exit waits for it explicitly (flushSync).
    this.#worker.unref();
    // Should the thread ever stop (it has no reason to), lines are still written, on this thread.
    this.#worker.once('exit', () => (this.#threadGone = true));
  }

  write(text: string): boolean {
    if (this.#threadGone) return writeBestEffort(this.fd, text);
    // Both counts wrap as 32-bit integers (Atomics.add does), so they are compared by difference.
    this.#handedOver = (this.#handedOver + 1) | 0;
    this.#worker.postMessage(text);
    return true;
  }

  /** `callback` once everything handed over so far is written (checked every millisecond: only a caller of pino's `flush(callback)` waits here). */
  flush(callback?: (error?: Error | null) => void): void {
    if (!callback) return;
    const target = this.#handedOver;
    const check = (): void => {
      if (this.#threadGone || !isBehind(Atomics.load(this.#written, 0), target)) callback(null);
      else setTimeout(check, 1);
    };
    check();
  }

  /** Returns once everything handed over is written (or EXIT_WAIT_MS has passed). */
  flushSync(): void {
    if (this.#threadGone) return;
    const target = this.#handedOver;
    const deadline = Date.now() + EXIT_WAIT_MS;
    for (let seen = Atomics.load(this.#written, 0); isBehind(seen, target); seen = Atomics.load(this.#written, 0)) {
      const left = deadline - Date.now();
      if (left <= 0) return;
      Atomics.wait(this.#written, 0, seen, left);
    }
  }
}

function isBehind(written: number, handedOver: number): boolean {
  return ((handedOver - written) | 0) > 0;
}

function writeBestEffort(fd: number, text: string): boolean {
  try {
    writeSync(fd, text);
  } catch {
    // The reader is gone or the descriptor is full: a log line is not worth failing a request over.
  }
  return true;
}
