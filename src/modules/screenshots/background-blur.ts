import { startPeriodic, type Periodic } from '../../platform/jobs/periodic.js';
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
 * Runs `pass` (blur what is pending, until `stopped()`) when a project starts blurring and every
 * BLUR_INTERVAL_MS, one pass at a time: a wake during a pass runs one more pass after it.
 */
export function startBackgroundBlur(
  pass: (stopped: () => boolean) => Promise<number>,
  onError: (error: unknown) => void,
): Periodic {
  const periodic = startPeriodic({ task: pass, everyMs: BLUR_INTERVAL_MS, onError, runAtStart: true });
  running.add(periodic.wake);
  return {
    wake: periodic.wake,
    /** Stops waking, and waits for the screenshot in flight (a pass stops between screenshots). */
    async stop() {
      running.delete(periodic.wake);
      await periodic.stop();
    },
  };
}
