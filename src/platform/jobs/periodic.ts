/**
 * Background work that repeats: every `everyMs`, and whenever something `wake()`s it. One run at a
 * time: a wake or a tick during a run asks for exactly one more run after it (work that arrived
 * meanwhile is not missed, and a slow run does not pile up copies of itself). A failed run is
 * reported to `onError` and the schedule goes on. The timer never keeps the process alive.
 */
export interface Periodic {
  /** Runs the task now, or once more after the run in flight. */
  readonly wake: () => void;
  /** No more runs; resolves when the run in flight (told by `stopped()`) has finished. */
  readonly stop: () => Promise<void>;
}

interface PeriodicOptions {
  /** The work; a long run may check `stopped()` between steps and return early. */
  task: (stopped: () => boolean) => Promise<unknown>;
  everyMs: number;
  onError: (error: unknown) => void;
  /** Run once at start as well as after each interval (default false: first run after `everyMs`). */
  runAtStart?: boolean;
}

export function startPeriodic({ task, everyMs, onError, runAtStart = false }: PeriodicOptions): Periodic {
  let stopped = false;
  let current: Promise<void> | null = null;
  let again = false;
  const isStopped = () => stopped;

  const wake = () => {
    if (stopped) return;
    if (current) {
      again = true;
      return;
    }
    current = Promise.resolve()
      .then(() => task(isStopped))
      .then(() => undefined, onError)
      .finally(() => {
        current = null;
        if (again) {
          again = false;
          wake();
        }
      });
  };

  const timer = setInterval(wake, everyMs);
  timer.unref();
  if (runAtStart) wake();
  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
