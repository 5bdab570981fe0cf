import { describe, expect, it } from 'vitest';
import { startPeriodic } from './periodic.js';

const HOUR = 60 * 60 * 1000;

/** A task whose runs are counted and held open until released, one by one. */
function heldTask() {
  const releases: (() => void)[] = [];
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    task: () => {
      runs += 1;
      return new Promise<void>((resolve) => releases.push(resolve));
    },
    async releaseNext() {
      releases.shift()?.();
      // Let the finished run's bookkeeping (and a queued next run) happen.
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    },
  };
}

describe('startPeriodic', () => {
  it('runs at start only when asked, and runs when woken', async () => {
    const held = heldTask();
    const quiet = startPeriodic({ task: held.task, everyMs: HOUR, onError: () => undefined });
    await Promise.resolve();
    expect(held.runs).toBe(0);
    quiet.wake();
    await Promise.resolve();
    expect(held.runs).toBe(1);
    await held.releaseNext();
    await quiet.stop();

    const eager = heldTask();
    const started = startPeriodic({ task: eager.task, everyMs: HOUR, onError: () => undefined, runAtStart: true });
    await Promise.resolve();
    expect(eager.runs).toBe(1);
    await eager.releaseNext();
    await started.stop();
  });

  it('runs one at a time: wakes during a run become exactly one more run after it', async () => {
    const held = heldTask();
    const periodic = startPeriodic({ task: held.task, everyMs: HOUR, onError: () => undefined, runAtStart: true });
    await Promise.resolve();
    periodic.wake();
    periodic.wake();
    periodic.wake();
    expect(held.runs).toBe(1);
    await held.releaseNext();
    expect(held.runs).toBe(2);
    await held.releaseNext();
    expect(held.runs).toBe(2);
    await periodic.stop();
  });

  it('reports a failed run and keeps going', async () => {
    const failures: unknown[] = [];
    let runs = 0;
    const periodic = startPeriodic({
      task: () => {
        runs += 1;
        return runs === 1 ? Promise.reject(new Error('disk full')) : Promise.resolve();
      },
      everyMs: HOUR,
      onError: (error) => failures.push(error),
      runAtStart: true,
    });
    await periodic.stop().then(() => undefined);
    expect(failures).toEqual([new Error('disk full')]);
    const again = startPeriodic({ task: () => Promise.resolve(), everyMs: HOUR, onError: (e) => failures.push(e) });
    again.wake();
    await again.stop();
    expect(failures).toHaveLength(1);
  });

  it('stop waits for the run in flight, tells it to stop, and ignores later wakes', async () => {
    let sawStop = false;
    let finish!: () => void;
    let runs = 0;
    const periodic = startPeriodic({
      task: (stopped) => {
        runs += 1;
        return new Promise<void>((resolve) => {
          finish = () => {
            sawStop = stopped();
            resolve();
          };
        });
      },
      everyMs: HOUR,
      onError: () => undefined,
      runAtStart: true,
    });
    await Promise.resolve();
    let stoppedAfterRun = false;
    const stopping = periodic.stop().then(() => (stoppedAfterRun = true));
    await Promise.resolve();
    expect(stoppedAfterRun).toBe(false);
    finish();
    await stopping;
    expect(sawStop).toBe(true);
    periodic.wake();
    expect(runs).toBe(1);
  });

  it('runs again after each interval', async () => {
    let runs = 0;
    const periodic = startPeriodic({ task: async () => void (runs += 1), everyMs: 5, onError: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 60));
    await periodic.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
  });
});
