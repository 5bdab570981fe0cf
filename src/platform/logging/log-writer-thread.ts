import { writeSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { LogRing } from './log-ring.js';

/** How long the thread sleeps when there is nothing to write: a quiet server's lines show within this. */
const LOOK_EVERY_MS = 20;

/**
 * The thread's whole program: write the ring's new bytes (log-ring.ts) to the descriptor, in
 * order, then move TAIL past them and wake anyone waiting for room or for a flush; with nothing new,
 * sleep until woken or LOOK_EVERY_MS has passed. Plain JavaScript run with `eval`, so it starts
 * without tsx or any module of ours. A descriptor another part of the process made non-blocking
 * answers EAGAIN when full: the thread waits a millisecond and writes the rest. Any other error
 * (the reader is gone) drops those bytes; they still count as written, so an exit never waits for
 * a write that cannot happen.
 */
const WRITER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const { fd, lookEveryMs } = workerData;
const control = new Int32Array(workerData.control);
const bytes = new Uint8Array(workerData.data);
const HEAD = 0, TAIL = 1, mask = bytes.length - 1;
const pause = new Int32Array(new SharedArrayBuffer(4));
function writeOut(from, to) {
  while (from < to) {
    try {
      from += writeSync(fd, bytes, from, to - from);
    } catch (error) {
      if (error.code !== 'EAGAIN') return;
      Atomics.wait(pause, 0, 0, 1);
    }
  }
}
for (;;) {
  const head = Atomics.load(control, HEAD);
  const tail = Atomics.load(control, TAIL);
  const pending = (head - tail) | 0;
  if (pending === 0) {
    Atomics.wait(control, HEAD, head, lookEveryMs);
    continue;
  }
  const from = tail & mask;
  const to = from + pending;
  writeOut(from, Math.min(to, bytes.length));
  if (to > bytes.length) writeOut(0, to - bytes.length);
  Atomics.store(control, TAIL, head);
  Atomics.notify(control, TAIL);
}
`;

/** How long an exit waits for the thread to write what it was given, at most: a stuck reader must not hold the process. */
const EXIT_WAIT_MS = 5000;

/**
 * Log text written to a file descriptor by a thread of its own, handed over through shared memory
 * (log-ring.ts).
 *
 * The request path never waits for a write(2), and every write happens on that one thread, in
 * order. pino's asynchronous writer (sonic-boom) writes from libuv's thread pool, so at exit its
 * synchronous flush could write the last lines while an earlier batch was still in flight there:
 * the earlier batch landed after them (seen in CI), and with a full pipe the two writes could even
 * interleave inside a line. Here an exit waits (on shared memory, which needs no event loop) until
 * the thread has written everything handed to it.
 */
export class LogWriterThread {
  readonly #ring: LogRing;
  #threadGone = false;

  constructor(
    private readonly fd: number,
    capacity: number,
  ) {
    this.#ring = new LogRing(capacity);
    const worker = new Worker(WRITER_SOURCE, {
      eval: true,
      workerData: { fd, lookEveryMs: LOOK_EVERY_MS, ...this.#ring.memory },
      // Not the parent's --import tsx and the like: the thread needs none of it.
      execArgv: [],
      // It holds nothing but its loop: a small heap is plenty.
      resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 1, stackSizeMb: 1 },
    });
    // The thread never keeps the process alive: an exit waits for it explicitly (flushSync).
    worker.unref();
    // Should the thread ever stop (it has no reason to), lines are still written, on this thread.
    worker.once('exit', () => {
      this.#threadGone = true;
      writeBestEffort(this.fd, this.#ring.takeUnwritten());
    });
  }

  write(text: string): boolean {
    if (this.#threadGone) return writeBestEffort(this.fd, text);
    return this.#ring.write(text);
  }

  /** `callback` once everything handed over so far is written. */
  flush(callback?: (error?: Error | null) => void): void {
    if (this.#threadGone) callback?.(null);
    else this.#ring.flush(callback);
  }

  /** Returns once everything handed over is written (or EXIT_WAIT_MS has passed). */
  flushSync(): void {
    if (!this.#threadGone) this.#ring.flushSync(EXIT_WAIT_MS);
  }
}

function writeBestEffort(fd: number, text: string | Buffer): boolean {
  try {
    writeSync(fd, typeof text === 'string' ? Buffer.from(text, 'utf8') : text);
  } catch {
    // The reader is gone or the descriptor is full: a log line is not worth failing a request over.
  }
  return true;
}
