import { describe, expect, it } from 'vitest';
import { blurSigmaFor, Gate } from './image.rules.js';

describe('blurSigmaFor', () => {
  it('grows with the width and never drops below 8', () => {
    expect(blurSigmaFor(1920)).toBe(16);
    expect(blurSigmaFor(3840)).toBe(32);
    expect(blurSigmaFor(200)).toBe(8);
  });
});

describe('Gate', () => {
  it('hands out at most `places` places, and runs at most `concurrency` tasks at once', async () => {
    const gate = new Gate(1, 2);
    const one = gate.enter()!;
    const two = gate.enter()!;
    expect(gate.enter()).toBeNull();
    let release!: () => void;
    let secondStarted = false;
    const first = one.run(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const second = two.run(async () => {
      secondStarted = true;
      return 'second';
    });
    await Promise.resolve();
    expect(secondStarted).toBe(false);
    release();
    expect(await first).toBe('first');
    expect(await second).toBe('second');
    one.leave();
    one.leave(); // idempotent: frees one place only
    expect(gate.enter()).not.toBeNull();
    expect(gate.enter()).toBeNull();
  });

  it('frees its slot when a task fails', async () => {
    const gate = new Gate(1, 2);
    await expect(gate.enter()!.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.enter()!.run(async () => 'next')).toBe('next');
  });
});
