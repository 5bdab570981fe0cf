/** How often a process looks for a job nobody holds (one queued elsewhere, or one a stopped process left). */
const POLL_MS = 5_000;

interface LeasedWorkerOptions<Job> {
  /** Takes the next job nobody holds (or whose holder's lease ran out), holding it; null when none waits. */
  claim: () => Promise<Job | null>;
  /** Does the job; `shouldStop` turns true when the process is stopping (the job resumes elsewhere later). */
  run: (job: Job, shouldStop: () => boolean) => Promise<void>;
  /** A failure of `run` outside a stop: record it on the job. */
  fail: (job: Job, error: unknown) => Promise<void>;
  onError: (error: unknown, message: string) => void;
}

/**
 * Runs background jobs held by a lease, one at a time per process: a new job kicks it at once, and
 * a poll takes over jobs whose worker stopped (their lease ran out), so work survives a restart.
 * Stopping lets the job in flight reach its next stopping point, then leaves it for the next start.
 */
export function createLeasedWorker<Job>(options: LeasedWorkerOptions<Job>) {
  let running: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const shouldStop = () => stopped;

  async function drain() {
    while (!stopped) {
      const job = await options.claim();
      if (!job) return;
      try {
        await options.run(job, shouldStop);
      } catch (error) {
        if (stopped) return;
        await options
          .fail(job, error)
          .catch((failure: unknown) => options.onError(failure, 'job failure not recorded'));
      }
    }
  }

  const kick = () => {
    if (stopped || running) return;
    running = drain()
      .catch((error: unknown) => options.onError(error, 'background worker failed'))
      .finally(() => {
        running = null;
      });
  };

  return {
    kick,
    start() {
      timer ??= setInterval(kick, POLL_MS);
      timer.unref();
      kick();
    },
    /** Resolves once nothing runs (tests wait for a job with it). */
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
