/** What a batch hands its text to: pino's file-descriptor writer (sonic-boom), or a test's. */
interface LineSink {
  write(text: string): unknown;
  flush(callback?: (error?: Error | null) => void): void;
  flushSync(): void;
}

/**
 * Log lines gathered into one string before they reach the file-descriptor writer.
 *
 * sonic-boom appends each line to its pending string and measures that string's UTF-8 length on
 * every write (`Buffer.byteLength` of a growing, concatenated string): about 3 µs a line, which at
 * tens of thousands of access-log lines a second is a tenth of a small request's time. Here a line
 * costs an array push; the writer sees one string of about `batchChars` characters at a time, and
 * still does the file I/O (partial writes, EAGAIN, the flush at exit). Lines keep their order.
 */
export class LogBatch {
  #lines: string[] = [];
  #chars = 0;

  constructor(
    private readonly sink: LineSink,
    private readonly batchChars: number,
  ) {}

  write(line: string): boolean {
    this.#lines.push(line);
    this.#chars += line.length;
    if (this.#chars >= this.batchChars) this.#handOver();
    return true;
  }

  /** Hands what is gathered to the writer and asks it to write (asynchronously); `callback` once written. */
  flush(callback?: (error?: Error | null) => void): void {
    this.#handOver();
    this.sink.flush(callback);
  }

  /** Writes everything out before returning: for the moment the process exits. */
  flushSync(): void {
    this.#handOver();
    this.sink.flushSync();
  }

  #handOver(): void {
    if (this.#lines.length === 0) return;
    const text = this.#lines.join('');
    this.#lines = [];
    this.#chars = 0;
    this.sink.write(text);
  }
}
