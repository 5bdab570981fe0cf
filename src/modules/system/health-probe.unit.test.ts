import { describe, expect, it } from 'vitest';
import { cachedProbe } from './health-probe.js';

/** A ping the test settles by hand, and a clock it moves by hand: no real time passes. */
function setup() {
  let time = 0;
  const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const ping = () =>
    new Promise<void>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  const probe = cachedProbe(ping, 1000, () => time);
  return {
    probe,
    pending,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('cachedProbe', () => {
  it('runs one probe for every caller that arrives while it is in flight', async () => {
    const { probe, pending } = setup();
    const answers = [probe(), probe(), probe()];
    expect(pending).toHaveLength(1);
    pending[0]!.resolve();
    expect(await Promise.all(answers)).toEqual([
      { up: true, latencyMs: 0 },
      { up: true, latencyMs: 0 },
      { up: true, latencyMs: 0 },
    ]);
  });

  it('reuses the result for under a second from when the probe began, then probes again', async () => {
    const { probe, pending, advance } = setup();
    const first = probe();
    advance(5);
    pending[0]!.resolve();
    expect(await first).toEqual({ up: true, latencyMs: 5 });
    advance(994);
    expect(await probe()).toEqual({ up: true, latencyMs: 5 });
    expect(pending).toHaveLength(1);
    advance(1);
    const next = probe();
    expect(pending).toHaveLength(2);
    pending[1]!.reject(new Error('connection refused'));
    expect(await next).toEqual({ up: false });
  });

  it('reports a failed probe as down, and finds the database back at the next probe', async () => {
    const { probe, pending, advance } = setup();
    const first = probe();
    pending[0]!.reject(new Error('gone'));
    expect(await first).toEqual({ up: false });
    expect(await probe()).toEqual({ up: false });
    advance(1000);
    const second = probe();
    pending[1]!.resolve();
    expect(await second).toEqual({ up: true, latencyMs: 0 });
  });
});
