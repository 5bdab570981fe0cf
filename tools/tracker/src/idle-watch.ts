/**
 * Idle detection (pure but for the probe): input idle time from the OS, the screen saver or a
 * locker being on, and the machine having slept (a gap between two ticks far longer than the
 * tick) all count as idle. When input comes back after at least the threshold of idle time, the
 * span is reported once: from when input stopped to when it came back.
 */
export interface IdleProbe {
  (): Promise<{ idleMs: number; locked: boolean }>;
}

export interface IdleSpan {
  since: number;
  back: number;
}

export class IdleWatch {
  private idleSince: number | null = null;
  private lastTick: number | null = null;

  constructor(
    private readonly thresholdMs: number,
    /** A tick this much later than the last one means the machine slept (or the process was stopped). */
    private readonly sleepGapMs: number,
  ) {}

  get idle(): boolean {
    return this.idleSince !== null;
  }

  /** One look at `at` with what the OS says; the idle span that just ended, if any. */
  observe(at: number, state: { idleMs: number; locked: boolean }): IdleSpan | null {
    const previous = this.lastTick;
    this.lastTick = at;
    if (previous !== null && at - previous > this.sleepGapMs) this.idleSince ??= previous;
    const inputStopped = at - state.idleMs;
    if (state.locked || state.idleMs >= this.thresholdMs) {
      this.idleSince = Math.min(this.idleSince ?? inputStopped, inputStopped);
      return null;
    }
    if (this.idleSince === null) return null;
    const span = { since: this.idleSince, back: Math.max(this.idleSince, inputStopped) };
    this.idleSince = null;
    return span.back - span.since >= this.thresholdMs ? span : null;
  }
}

/**
 * When scheduled screenshots are taken: once in each interval, at a random moment inside it (as
 * Hubstaff and Cattr do), so nobody can tell when the next one comes.
 */
export function nextScreenshotAt(intervalStart: number, intervalMs: number, random: () => number = Math.random) {
  return intervalStart + Math.floor(random() * intervalMs);
}
