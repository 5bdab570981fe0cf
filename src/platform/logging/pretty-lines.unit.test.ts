import { describe, expect, it } from 'vitest';
import { prettyLines, resolveLogFormat } from './logger.js';

describe('log format', () => {
  it('is readable on a terminal and JSON in a file, a pipe or a collector, unless LOG_FORMAT says', () => {
    expect(resolveLogFormat('auto', true)).toBe('pretty');
    expect(resolveLogFormat('auto', false)).toBe('json');
    expect(resolveLogFormat('auto', undefined)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
  });

  it('turns a JSON line into one a person reads: level, message, then the fields', () => {
    const written: string[] = [];
    const sink = prettyLines({ write: (text) => written.push(text) }, { colour: false });
    sink.write(
      `${JSON.stringify({ level: 30, time: Date.UTC(2026, 11, 2, 9, 30), pid: 1, hostname: 'h', msg: 'Punchclock is running: open the web app at http://localhost:3000/', database: 'pglite' })}\n`,
    );
    expect(written).toHaveLength(1);
    const [line] = written;
    expect(line).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: Punchclock is running: open the web app at http:\/\/localhost:3000\/\n/,
    );
    expect(line).toContain('database: "pglite"');
    expect(line).not.toContain('"msg"');
    expect(line).not.toContain('hostname');
  });
});
