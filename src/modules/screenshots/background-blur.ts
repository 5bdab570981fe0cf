import type { ProjectBlurListener } from '../projects/index.js';

/** Each instance also looks for screenshots to blur this often (another instance's switch, a crash mid-pass). */
const BLUR_INTERVAL_MS = 60 * 1000;

/** The background blurs of the apps in this process, woken when a project starts blurring screenshots. */
const running = new Set<() => void>();

/**
 * The projects module's port: a project's blur was switched on. Every app of this process runs a
 * pass (a pass over a database without work to do is one query); other instances find the work
 * at their next interval.
 */
export const projectBlurListener: ProjectBlurListener = {
  blurSwitchedOn: () => {
    for (const wake of running) wake();
  },
};

/**
 * Runs `pass` (blur what is pending, until `stopped()`) when woken and every BLUR_INTERVAL_MS,
 * one pass at a time: a wake during a pass runs one more pass after it.
 */
export function startBackgroundBlur(
  pass: (stopped: () => boolean) => Promise<number>,
  onError: (error: unknown) => void,
) {
  let stopped = false;
  let current: Promise<void> | null = null;
  let again = false;
  const wake = () => {
    if (stopped) return;
    if (current) {
      again = true;
      return;
    }
    current = pass(() => stopped)
      .then(() => undefined, onError)
      .finally(() => {
        current = null;
        if (again) {
          again = false;
          wake();
        }
      });
  };
  running.add(wake);
  const timer = setInterval(wake, BLUR_INTERVAL_MS);
  timer.unref();
  wake();
  return {
    /** Stops waking, and waits for the screenshot in flight (a pass stops between screenshots). */
    async stop() {
      stopped = true;
      running.delete(wake);
      clearInterval(timer);
      await current;
    },
  };
}
