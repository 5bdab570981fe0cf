import { threadId } from 'node:worker_threads';
import { offThreadTask } from '../../src/platform/offload/task.js';

/**
 * Tasks for the offload runner's tests, run in its workers. `hold` lets a test decide exactly when
 * a job ends: it counts itself in `gate[0]` when it starts, then sleeps until `gate[1]` is non-zero.
 * Each is exported because the worker imports it by name (`tasks` below); knip cannot see that,
 * hence the `@public` tags.
 */

/** @public */
export function whereAmI(): number {
  return threadId;
}

/** @public */
export function bytes(length: number): Buffer {
  return Buffer.alloc(length, 7);
}

/** @public */
export function hold(gate: Int32Array): string {
  Atomics.add(gate, 0, 1);
  Atomics.notify(gate, 0);
  while (Atomics.load(gate, 1) === 0) Atomics.wait(gate, 1, 0);
  return 'released';
}

/** @public */
export function spinForever(): never {
  for (;;);
}

/** @public */
export function fail(message: string): never {
  throw new Error(message);
}

export const tasks = {
  whereAmI: offThreadTask<typeof whereAmI>(import.meta.url, './offload-tasks', 'whereAmI'),
  bytes: offThreadTask<typeof bytes>(import.meta.url, './offload-tasks', 'bytes'),
  hold: offThreadTask<typeof hold>(import.meta.url, './offload-tasks', 'hold'),
  spinForever: offThreadTask<typeof spinForever>(import.meta.url, './offload-tasks', 'spinForever'),
  fail: offThreadTask<typeof fail>(import.meta.url, './offload-tasks', 'fail'),
};

/** A gate for `hold`: `started(n)` resolves once n jobs hold it, `release()` lets them all finish. */
export function holdGate() {
  const gate = new Int32Array(new SharedArrayBuffer(8));
  return {
    gate,
    started: async (jobs: number) => {
      // A poll, not a deadline: it waits as long as the workers take to start.
      while (Atomics.load(gate, 0) < jobs) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    release: () => {
      Atomics.store(gate, 1, 1);
      Atomics.notify(gate, 1);
    },
  };
}
