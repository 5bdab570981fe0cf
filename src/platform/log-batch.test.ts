import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { LogBatch } from './log-batch.js';

/** A writer that records what reaches it and when it is asked to write. */
function recordingSink() {
  const written: string[] = [];
  const calls: string[] = [];
  return {
    written,
    calls,
    write: (text: string) => written.push(text),
    flush: () => calls.push('flush'),
    flushSync: () => calls.push('flushSync'),
  };
}

describe('LogBatch', () => {
  it('hands lines over in order, one string once the batch is full', () => {
    const sink = recordingSink();
    const batch = new LogBatch(sink, 10);
    batch.write('aaaa\n');
    expect(sink.written).toEqual([]);
    batch.write('bbbb\n');
    expect(sink.written).toEqual(['aaaa\nbbbb\n']);
    batch.write('cc\n');
    expect(sink.written).toEqual(['aaaa\nbbbb\n']);
  });

  it('hands over what it holds when flushed, and asks the writer to write', () => {
    const sink = recordingSink();
    const batch = new LogBatch(sink, 1000);
    batch.write('one\n');
    batch.write('two\n');
    batch.flush();
    expect(sink.written).toEqual(['one\ntwo\n']);
    batch.flushSync();
    // Nothing new to hand over: the writer is still asked to write what it has.
    expect(sink.written).toEqual(['one\ntwo\n']);
    expect(sink.calls).toEqual(['flush', 'flushSync']);
  });
});

describe('createLogger', () => {
  it('loses no line when the process exits right after logging', async () => {
    const logger = fileURLToPath(new URL('./logger.ts', import.meta.url));
    const script = `
      const { createLogger } = await import(${JSON.stringify(logger)});
      const log = createLogger('info');
      for (let i = 0; i < 500; i++) log.info({ i }, 'line');
      process.exit(0);
    `;
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      script,
    ]);
    const numbers = stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { i: number }).i);
    expect(numbers).toEqual(Array.from({ length: 500 }, (_, i) => i));
  });
});
