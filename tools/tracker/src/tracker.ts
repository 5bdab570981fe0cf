/**
 * The tracker at work: records activity into slots, keeps what it recorded in the disk queue,
 * sends the queue oldest first when the server answers, sends heartbeats, and captures and
 * uploads screenshots, on its own schedule or when a manager asks (live capture).
 */
import { randomUUID } from 'node:crypto';
import type { ActivitySource } from './activity.js';
import { ApiError, type LiveCommand, type PunchclockApi } from './api.js';
import { retryAfterOf, retryDelay, SIGN_IN_AGAIN, type BackoffPolicy } from './backoff.js';
import { drainQueue, type ScreenshotSource } from './drain.js';
import type { DiskQueue } from './queue.js';
import { IdleWatch, nextScreenshotAt, type IdleProbe, type IdleSpan } from './idle-watch.js';
import { SlotCutter, type SlotBody } from './slots.js';
import { readEvents } from './sse.js';

type Log = (message: string) => void;

export type IdleAction = 'KEEP' | 'DISCARD' | 'SPLIT_OFFLINE';

interface TrackerOptions {
  clientInfo: string;
  slotMs: number;
  sampleMs: number;
  heartbeatMs: number;
  /** Scheduled screenshots: the project's interval, a fixed one, or 0 for none (live captures still answered). */
  screenshotEveryMs: number | 'project';
  /** Input idle from the OS, and what the person answers when they come back (null: leave it to the web app). */
  idle?: {
    probe: IdleProbe;
    thresholdMs: number;
    ask: (span: IdleSpan, seconds: number) => Promise<IdleAction | null>;
  };
  projectId?: string;
  backoff: BackoffPolicy;
  /** Start the timer when none runs, and stop that timer when the tracker stops. */
  ownTimer: boolean;
  /** Listen on GET /tracker/commands/stream besides reading the heartbeat's commands. */
  commandStream: boolean;
}

export class Tracker {
  private readonly cutter: SlotCutter;
  private runningEntry: { id: string; projectId?: string } | null = null;
  /** The entry this tracker started: the only one it stops (a timer started elsewhere keeps running). */
  private startedEntryId: string | null = null;
  private readonly answered = new Set<string>();
  private lastSample: number;
  private drainAttempt = 0;
  /** The last send was refused with 401: nothing goes up until the person signs in again. */
  private signInNeeded = false;
  private drainNotBefore = 0;
  private sending: Promise<unknown> = Promise.resolve();
  private stopped = false;
  private readonly abort = new AbortController();
  private readonly idleWatch: IdleWatch | null;
  private asking = false;
  /** The scheduled screenshots' interval (0: none), the project it was read for, and the next one's time. */
  private shotInterval = { ms: 0, projectId: undefined as string | undefined, nextAt: Infinity, windowEnd: Infinity };

  constructor(
    private readonly api: PunchclockApi,
    private readonly queue: DiskQueue,
    /** Null: activity cannot be observed here (no display, Wayland): time is tracked, no slots are recorded. */
    private readonly activity: ActivitySource | null,
    /** A string: why the screen cannot be captured (scheduled and live captures are skipped, logged). */
    private readonly screenshots: ScreenshotSource | string,
    private readonly options: TrackerOptions,
    private readonly log: Log,
    private readonly now: () => number = Date.now,
  ) {
    this.cutter = new SlotCutter(options.slotMs);
    this.lastSample = now();
    // A tick much later than planned: the machine slept (or the process was stopped).
    this.idleWatch = options.idle
      ? new IdleWatch(options.idle.thresholdMs, Math.max(60_000, 4 * options.sampleMs))
      : null;
  }

  /** Runs until `stop()` (or `until` passes), then closes the open slot and sends what it can. */
  async run(until = Number.POSITIVE_INFINITY): Promise<void> {
    this.log(
      this.activity
        ? `activity source: ${this.activity.name}; slots of ${this.options.slotMs / 1000} s`
        : 'activity unavailable here: tracking time only, no activity slots',
    );
    if (typeof this.screenshots === 'string') this.log(`screen capture unavailable: ${this.screenshots}`);
    await this.followTimer(true);
    await this.scheduleScreenshots();
    if (this.options.commandStream) void this.listenForCommands();
    let nextHeartbeat = 0;
    while (!this.stopped && this.now() < until) {
      await sleep(Math.min(this.options.sampleMs, Math.max(0, until - this.now())), this.abort.signal);
      await this.record(this.now());
      await this.watchIdle();
      if (this.now() >= nextHeartbeat) {
        nextHeartbeat = this.now() + this.options.heartbeatMs;
        await this.heartbeat();
      }
      if (this.now() >= this.shotInterval.nextAt) {
        // The next one at a random moment of the next interval (jitter, as Hubstaff and Cattr do).
        const start = Math.max(this.shotInterval.windowEnd, this.now());
        this.shotInterval.nextAt = nextScreenshotAt(start, this.shotInterval.ms);
        this.shotInterval.windowEnd = start + this.shotInterval.ms;
        if (this.idleWatch?.idle) this.log('scheduled screenshot skipped: idle');
        else await this.capture();
      }
      await this.send();
    }
    this.stopped = true;
    this.abort.abort();
    await this.record(this.now());
    for (const slot of this.cutter.takeAll(this.link())) await this.queueSlot(slot);
    if (this.startedEntryId && this.runningEntry?.id === this.startedEntryId) {
      await this.api.stopTimer().then(
        () => this.log('timer stopped'),
        (error: unknown) => this.log(`could not stop the timer: ${String(error)}`),
      );
    }
    this.drainNotBefore = 0;
    await this.send();
  }

  /** What it is doing, for `status`. */
  snapshot() {
    const shots = this.shotInterval;
    return {
      state: this.stopped ? 'stopped' : this.idleWatch?.idle ? 'idle' : 'tracking',
      runningEntryId: this.runningEntry?.id ?? null,
      projectId: this.link().projectId ?? null,
      screenshotEveryMinutes: shots.ms > 0 ? shots.ms / 60_000 : null,
      nextScreenshotAt: Number.isFinite(shots.nextAt) ? new Date(shots.nextAt).toISOString() : null,
      ...(this.signInNeeded ? { hint: SIGN_IN_AGAIN } : {}),
    };
  }

  stop() {
    this.stopped = true;
    this.abort.abort();
  }

  /** Samples activity since the last tick and queues the slots that ended. */
  private async record(at: number) {
    if (at > this.lastSample && this.activity) this.cutter.add(this.activity.sample(this.lastSample, at));
    this.lastSample = at;
    for (const slot of this.cutter.takeEnded(at, this.link())) await this.queueSlot(slot);
  }

  private async queueSlot(slot: SlotBody) {
    await this.queue.pushSlot(slot);
    this.log(`slot ${slot.clientId} ${slot.startTime} to ${slot.endTime} queued`);
  }

  private link() {
    const projectId = this.runningEntry?.projectId ?? this.options.projectId;
    return { timeEntryId: this.runningEntry?.id, ...(projectId ? { projectId } : {}) };
  }

  /** Follows a timer started or stopped elsewhere; starts one first when asked to. */
  private async followTimer(starting: boolean) {
    try {
      const { running } = await this.api.timer();
      if (!running && starting && this.options.ownTimer) {
        const entry = await this.api.startTimer({ projectId: this.options.projectId });
        this.runningEntry = { id: entry.id, projectId: entry.projectId ?? undefined };
        this.startedEntryId = entry.id;
        this.log(`timer started: entry ${entry.id}`);
      } else this.runningEntry = running ? { id: running.id, projectId: running.projectId ?? undefined } : null;
    } catch (error) {
      this.log(`timer: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!starting) await this.scheduleScreenshots();
  }

  /**
   * The scheduled screenshots' interval: a fixed one, or the project's (read again when the
   * running entry's project changes). Without a project there is nothing to file them under.
   */
  private async scheduleScreenshots() {
    const projectId = this.link().projectId;
    if (this.options.screenshotEveryMs !== 'project') {
      if (this.shotInterval.ms === 0 && this.options.screenshotEveryMs > 0)
        this.restartShots(this.options.screenshotEveryMs, projectId);
      return;
    }
    if (projectId === this.shotInterval.projectId && this.shotInterval.ms > 0) return;
    if (!projectId) return this.restartShots(0, undefined);
    try {
      const project = await this.api.project(projectId);
      this.restartShots(project.screenshotIntervalMins * 60_000, projectId);
      this.log(
        `screenshots every ${project.screenshotIntervalMins} min (project ${project.name}), at a random moment in each`,
      );
    } catch (error) {
      this.log(`project settings: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private restartShots(ms: number, projectId: string | undefined) {
    const start = this.now();
    this.shotInterval = {
      ms,
      projectId,
      nextAt: ms > 0 ? nextScreenshotAt(start, ms) : Infinity,
      windowEnd: start + ms,
    };
  }

  /** Idle from the OS; when the person is back, asks them (without blocking the loop) and sends the answer. */
  private async watchIdle() {
    const idle = this.options.idle;
    if (!idle || !this.idleWatch) return;
    let state;
    try {
      state = await idle.probe();
    } catch {
      return;
    }
    const wasIdle = this.idleWatch.idle;
    const span = this.idleWatch.observe(this.now(), state);
    if (!wasIdle && this.idleWatch.idle) this.log(`idle since ${new Date(this.now() - state.idleMs).toISOString()}`);
    if (!span) return;
    const minutes = Math.round((span.back - span.since) / 6000) / 10;
    this.log(
      `back after ${minutes} min idle (${new Date(span.since).toISOString()} to ${new Date(span.back).toISOString()})`,
    );
    const entryId = this.runningEntry?.id;
    if (!entryId || this.asking) return;
    this.asking = true;
    void (async () => {
      try {
        const action = await idle.ask(span, Math.round((this.now() - span.since) / 1000));
        if (!action) return this.log('idle time left for the web app to ask about');
        // The last idleSeconds before now: the idle span and the time the question was open.
        const idleSeconds = Math.max(1, Math.round((this.now() - span.since) / 1000));
        await this.api.resolveIdle({ action, idleSeconds, timeEntryId: entryId });
        this.log(`idle time answered: ${action} (${idleSeconds} s)`);
        await this.followTimer(false);
        // A split resumes tracking in a new entry: one this tracker started is still its own to stop.
        if (this.startedEntryId === entryId && this.runningEntry) this.startedEntryId = this.runningEntry.id;
      } catch (error) {
        this.log(`idle answer: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        this.asking = false;
      }
    })();
  }

  private async heartbeat() {
    try {
      const answer = await this.api.heartbeat(this.options.clientInfo);
      if (
        answer.timerRunning !== Boolean(this.runningEntry) ||
        answer.runningEntryId !== (this.runningEntry?.id ?? null)
      )
        await this.followTimer(false);
      for (const command of answer.commands ?? []) await this.answer(command);
    } catch (error) {
      this.log(`heartbeat: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** A live command, from the heartbeat or the stream; each id is answered once, unknown types ignored. */
  private async answer(command: LiveCommand) {
    if (command.type !== 'CAPTURE_SCREENSHOT' || this.answered.has(command.id)) return;
    if (command.expiresAt && Date.parse(command.expiresAt) < this.now()) return;
    this.answered.add(command.id);
    this.log(`live capture requested: ${command.id}`);
    await this.capture(command.id);
    this.drainNotBefore = 0;
    await this.send();
  }

  private async capture(captureRequestId?: string) {
    const at = this.now();
    if (typeof this.screenshots === 'string') {
      this.log(`screenshot not taken: ${this.screenshots}`);
      return;
    }
    let shot;
    try {
      shot = await this.screenshots.capture();
    } catch (error) {
      this.log(`screenshot failed: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    const { image, contentType } = shot;
    // A live capture is answered while idle or locked too (as Hubstaff does): the manager asked
    // for it, and it shows what the screen shows then. Only scheduled screenshots skip idle time.
    const idle = this.idleWatch?.idle ? ', while idle' : '';
    this.log(`screenshot captured${captureRequestId ? ` (live capture${idle})` : ''}`);
    await this.queue.pushScreenshot(
      {
        clientId: randomUUID(),
        capturedAt: new Date(at).toISOString(),
        ...(this.link().projectId ? { projectId: this.link().projectId } : {}),
        // No slotClientId: the slot being recorded is sent when it ends, and the server links the
        // screenshot to the slot covering its capture time whichever arrives first.
        ...(captureRequestId ? { captureRequestId } : {}),
        contentType,
      },
      image,
    );
  }

  /**
   * Drains the queue unless a retry is not due yet; after a failure waits with backoff. One drain
   * at a time: a live capture from the stream may ask while the main loop is sending.
   */
  private send(): Promise<void> {
    const sent = this.sending.then(() => this.drainWhenDue());
    this.sending = sent.catch(() => undefined);
    return sent;
  }

  private async drainWhenDue() {
    if (this.now() < this.drainNotBefore) return;
    const outcome = await drainQueue(this.api, this.queue, this.log);
    if (!outcome.stalled) {
      if (this.drainAttempt > 0) this.log('server reachable again; queue sent');
      this.drainAttempt = 0;
      this.signInNeeded = false;
      return;
    }
    const refused = outcome.stalled.status === 401;
    if (refused && !this.signInNeeded) this.log(SIGN_IN_AGAIN);
    this.signInNeeded = refused;
    this.drainAttempt += 1;
    const delay = retryDelay(this.drainAttempt, this.options.backoff, retryAfterOf(outcome.stalled.retryAfter));
    this.drainNotBefore = this.now() + delay;
    this.log(
      `offline or refused (${outcome.stalled.message}); ${(await this.queue.list()).length} queued, retry in ${delay} ms`,
    );
  }

  /** GET /tracker/commands/stream, reconnecting with backoff while the tracker runs. */
  private async listenForCommands() {
    let attempt = 0;
    while (!this.stopped) {
      try {
        const stream = await this.api.openCommandStream(this.abort.signal);
        attempt = 0;
        await readEvents(stream, async (event) => {
          if (event.event === 'command') await this.answer(JSON.parse(event.data) as LiveCommand);
        });
      } catch (error) {
        if (this.stopped) return;
        const status = error instanceof ApiError ? error.status : null;
        if (status === 404) this.log('command stream: the server has none (heartbeats still carry commands)');
      }
      attempt += 1;
      await sleep(retryDelay(attempt, this.options.backoff), this.abort.signal);
    }
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}
