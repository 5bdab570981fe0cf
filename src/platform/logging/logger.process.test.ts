import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { compiledEntry } from '../../../test/support/process.js';

interface ExitConditions {
  /** The reader starts this late, so the pipe fills and the child's last writes wait for it. */
  readerStartsAfterMs?: number;
  /** libuv's thread pool (one thread here) is busy hashing a password while the child logs and exits. */
  threadPoolBusy?: boolean;
}

/** The numbers a child process logged with createLogger, `count` lines and then `process.exit(0)`, as they reached its standard output. */
async function numbersLoggedBeforeExit(
  count: number,
  { readerStartsAfterMs = 0, threadPoolBusy = false }: ExitConditions = {},
): Promise<number[]> {
  // The compiled logger, as the server runs it (the process lane compiles dist/ first).
  const logger = compiledEntry('src/platform/logging/logger.ts');
  const occupyThreadPool = threadPoolBusy
    ? `(await import('node:crypto')).pbkdf2('password', 'salt', 2_000_000, 32, 'sha256', () => {});`
    : '';
  const script = `
    const { createLogger } = await import(${JSON.stringify(logger)});
    ${occupyThreadPool}
    const log = createLogger('info');
    for (let i = 0; i < ${count}; i++) log.info({ i }, 'line');
    process.exit(0);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, UV_THREADPOOL_SIZE: '1' },
  });
  child.stdout.pause();
  await delay(readerStartsAfterMs);
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk)).resume();
  const [exitCode] = (await once(child, 'close')) as [number];
  expect(exitCode).toBe(0);
  return Buffer.concat(chunks)
    .toString('utf8')
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { i: number }).i);
}

const upTo = (count: number) => Array.from({ length: count }, (_, i) => i);

describe('createLogger', () => {
  it('loses no line, and keeps their order, when the process exits right after logging', async () => {
    expect(await numbersLoggedBeforeExit(500)).toEqual(upTo(500));
  });

  it('writes every line in order at exit while the reader is behind (a full pipe)', async () => {
    // About 1.6 MB: far more than a pipe and the reader's buffer hold while it is not reading.
    expect(await numbersLoggedBeforeExit(20_000, { readerStartsAfterMs: 300 })).toEqual(upTo(20_000));
  });

  it('writes every line in order at exit while the thread pool is busy (a write queued there would land last)', async () => {
    expect(await numbersLoggedBeforeExit(500, { threadPoolBusy: true })).toEqual(upTo(500));
  });
});
