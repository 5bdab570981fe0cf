import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LogWriterThread } from './log-writer-thread.js';

const opened: number[] = [];

function logFile(): { fd: number; read: () => string } {
  const path = join(mkdtempSync(join(tmpdir(), 'log-writer-')), 'out.log');
  const fd = openSync(path, 'w');
  opened.push(fd);
  return { fd, read: () => readFileSync(path, 'utf8') };
}

afterEach(() => opened.splice(0).forEach((fd) => closeSync(fd)));

describe('LogWriterThread', () => {
  it('writes every line in order through a ring far smaller than the lines, waiting for room as it fills', () => {
    const file = logFile();
    const writer = new LogWriterThread(file.fd, 1024);
    const lines = Array.from({ length: 5000 }, (_, i) => `{"i":${i},"who":"Zoë ${'€'.repeat(i % 5)}"}\n`);
    for (const text of lines) expect(writer.write(text)).toBe(true);
    writer.flushSync();
    expect(file.read()).toBe(lines.join(''));
  });

  it('writes a quiet server’s line without being asked to', async () => {
    const file = logFile();
    const writer = new LogWriterThread(file.fd, 1024);
    writer.write('alone\n');
    await expect.poll(file.read).toBe('alone\n');
  });

  it('calls a flush back once what came before it is in the file', async () => {
    const file = logFile();
    const writer = new LogWriterThread(file.fd, 4096);
    writer.write('first\n');
    writer.write('second\n');
    await new Promise<void>((resolve) => writer.flush(() => resolve()));
    expect(file.read()).toBe('first\nsecond\n');
  });
});
