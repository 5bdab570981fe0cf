/**
 * The shared memory between the process's log lines and the thread that writes them out
 * (log-writer-thread.ts): a ring of bytes and two counters, both totals of bytes that wrap as
 * 32-bit integers. HEAD (moved only by the producer, this module) counts the bytes put in, TAIL
 * (moved only by the writer) the bytes written out; a position in the ring is a total modulo its
 * size, a power of two, so the totals wrap with it.
 */
interface LogRingMemory {
  readonly control: SharedArrayBuffer;
  readonly data: SharedArrayBuffer;
}

export const HEAD = 0;
export const TAIL = 1;

/** How long a line waits for the writer to make room before lines are dropped instead (until there is room again). */
const FULL_WAIT_MS = 1000;

/**
 * Log lines put into shared memory for a writer thread: a line costs its UTF-8 encoding straight
 * into the ring and one atomic store; no message, no copy, no wake-up of the thread (which looks
 * for new bytes every few milliseconds, or at once when the ring is a quarter full or a flush
 * asks). Handing batches over as messages (with `postMessage`) cost about 8 µs of the server's CPU
 * per request on a small route, a sixth of it (docs/performance-history.md, "The log ring").
 *
 * When the ring is full, a line waits for the writer to make room, as a synchronous logger would;
 * if none appears within FULL_WAIT_MS (the output's reader has stopped reading), lines are dropped
 * and counted, without waiting, until there is room, and then a warning says how many were lost.
 * A stalled reader thus costs the server one wait, not one per line, and never unbounded memory.
 */
export class LogRing {
  readonly memory: LogRingMemory;
  readonly #control: Int32Array;
  readonly #bytes: Buffer;
  readonly #mask: number;
  readonly #wakeAt: number;
  #dropped = 0;

  /** `capacity`: a power of two, in bytes. */
  constructor(
    capacity: number,
    private readonly fullWaitMs = FULL_WAIT_MS,
  ) {
    if (capacity < 16 || (capacity & (capacity - 1)) !== 0) throw new RangeError('capacity must be a power of two');
    this.memory = { control: new SharedArrayBuffer(8), data: new SharedArrayBuffer(capacity) };
    this.#control = new Int32Array(this.memory.control);
    this.#bytes = Buffer.from(this.memory.data);
    this.#mask = capacity - 1;
    this.#wakeAt = capacity / 4;
  }

  /** Puts the line into the ring; false when it was dropped (the writer made no room in time). */
  write(line: string): boolean {
    if (this.#dropped > 0) {
      // Still dropping: the line goes in, after the warning, only when both fit, without a wait.
      const warning = droppedWarning(this.#dropped);
      if (this.#free() < Buffer.byteLength(warning) + Buffer.byteLength(line)) return this.#drop();
      this.#put(warning);
      this.#dropped = 0;
    }
    if (this.#put(line)) return true;
    if (this.#waitForRoom(Buffer.byteLength(line)) && this.#put(line)) return true;
    return this.#drop();
  }

  /** Asks the writer to write what it holds now; `callback` once it has (checked every millisecond). */
  flush(callback?: (error?: Error | null) => void): void {
    this.#wakeWriter();
    if (!callback) return;
    const target = this.#control[HEAD]!;
    const check = (): void => {
      if (this.#writtenUpTo(target)) callback(null);
      else setTimeout(check, 1);
    };
    check();
  }

  /** Returns once everything put in so far is written, or after `timeoutMs`; false if it timed out. */
  flushSync(timeoutMs: number): boolean {
    this.#wakeWriter();
    const target = this.#control[HEAD]!;
    return this.#waitForWriter(() => this.#writtenUpTo(target), timeoutMs);
  }

  /** The bytes not yet written, in order: for writing them on this thread when the writer is gone. */
  takeUnwritten(): Buffer {
    const tail = Atomics.load(this.#control, TAIL);
    const head = this.#control[HEAD]!;
    const from = tail & this.#mask;
    const to = from + ((head - tail) | 0);
    const unwritten = Buffer.concat([
      this.#bytes.subarray(from, Math.min(to, this.#bytes.length)),
      this.#bytes.subarray(0, Math.max(0, to - this.#bytes.length)),
    ]);
    Atomics.store(this.#control, TAIL, head);
    return unwritten;
  }

  /** Whether the writer has written every byte up to the total `head`. */
  #writtenUpTo(head: number): boolean {
    return isAtOrPast(Atomics.load(this.#control, TAIL), head);
  }

  /** Waits, on TAIL, until `done` holds or `timeoutMs` has passed; whether it holds. */
  #waitForWriter(done: () => boolean, timeoutMs: number): boolean {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const tail = Atomics.load(this.#control, TAIL);
      if (done()) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      Atomics.wait(this.#control, TAIL, tail, left);
    }
  }

  /** Copies `text` in at HEAD if it fits; a line is written whole or not at all. */
  #put(text: string): boolean {
    const head = this.#control[HEAD]!;
    const free = this.#free();
    const at = head & this.#mask;
    // UTF-8 takes at most 3 bytes per UTF-16 unit: with that much room before the ring's end, the
    // text is encoded straight into the ring, without measuring it first.
    const mostBytes = text.length * 3;
    let length: number;
    if (mostBytes <= free && mostBytes <= this.#bytes.length - at) {
      length = this.#bytes.write(text, at, 'utf8');
    } else {
      const encoded = Buffer.from(text, 'utf8');
      length = encoded.length;
      if (length > free) return false;
      const beforeEnd = Math.min(length, this.#bytes.length - at);
      encoded.copy(this.#bytes, at, 0, beforeEnd);
      encoded.copy(this.#bytes, 0, beforeEnd);
    }
    Atomics.store(this.#control, HEAD, (head + length) | 0);
    if (this.#bytes.length - free + length >= this.#wakeAt) this.#wakeWriter();
    return true;
  }

  /** Waits until `bytes` fit, at most fullWaitMs; false if they still do not. */
  #waitForRoom(bytes: number): boolean {
    if (bytes > this.#bytes.length) return false;
    this.#wakeWriter();
    return this.#waitForWriter(() => this.#free() >= bytes, this.fullWaitMs);
  }

  /** Bytes the ring has room for now. */
  #free(): number {
    return this.#bytes.length - ((this.#control[HEAD]! - Atomics.load(this.#control, TAIL)) | 0);
  }

  #drop(): false {
    this.#dropped++;
    return false;
  }

  #wakeWriter(): void {
    Atomics.notify(this.#control, HEAD);
  }
}

/** Whether the wrapping total `total` has reached `target` (compared by difference, as both wrap). */
function isAtOrPast(total: number, target: number): boolean {
  return ((total - target) | 0) >= 0;
}

function droppedWarning(dropped: number): string {
  return `{"level":40,"time":${Date.now()},"dropped":${dropped},"msg":"log lines dropped: the output was not being read"}\n`;
}
