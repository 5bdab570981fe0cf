import { spawn, type ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { stopWhenTestEnds } from '../support/process.js';

/** A child a test starts and, here on purpose, never stops itself (as after a failed assertion). */
let forgotten: ChildProcess;
let forgottenExit: Promise<number | null>;

describe('processes started by a test', () => {
  it('starts one and leaves it running', () => {
    forgotten = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    forgottenExit = stopWhenTestEnds(forgotten);
    expect(forgotten.exitCode).toBeNull();
  });

  it('finds it stopped once that test has ended', async () => {
    await forgottenExit;
    expect(forgotten.signalCode ?? forgotten.exitCode).not.toBeNull();
    expect(() => process.kill(forgotten.pid!, 0)).toThrow();
  });

  it('leaves a child that already exited alone', async () => {
    const done = spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' });
    expect(await stopWhenTestEnds(done)).toBe(3);
  });
});
