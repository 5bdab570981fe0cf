/**
 * The tracker at work: records activity into slots, keeps what it recorded in the disk queue,
 * sends the queue oldest first when the server answers, sends heartbeats, and captures and
 * uploads screenshots, on its own schedule or when a manager asks (live capture).
 */
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { ActivitySource } from './activity.js';
import { ApiError, type LiveCommand, type PunchclockApi } from './api.js';
import { failureAction, retryAfterOf, retryDelay, type BackoffPolicy } from './backoff.js';
import { syntheticScreenshot } from './png.js';
import { nextSend, type DiskQueue, type QueueItem, type ScreenshotMeta } from './queue.js';
import { SlotCutter, type SlotBody } from './slots.js';
import { readEvents } from './sse.js';

type Log = (message: string) => void;

/** Where screenshots come from: an image file, or a generated PNG on a machine without a screen. */
interface ScreenshotSource {
  capture(): Promise<{ image: Buffer; contentType: ScreenshotMeta['contentType'] }>;
}

export function fileScreenshots(file: string): ScreenshotSource {
  const contentType: ScreenshotMeta['contentType'] = /\.jpe?g$/i.test(file)
    ? 'image/jpeg'
    : /\.webp$/i.test(file)
      ? 'image/webp'
      : 'image/png';
  return { capture: async () => ({ image: await readFile(file), contentType }) };
}

export function generatedScreenshots(): ScreenshotSource {
  let seed = 0;
  return { capture: async () => ({ image: syntheticScreenshot(seed++), contentType: 'image/png' }) };
}

/** What one pass over the queue did: everything sent, or stopped at a failure worth retrying. */
type DrainOutcome =
  { sent: number; dropped: number; stalled: null } | { sent: number; dropped: number; stalled: ApiError };

/**
 * Sends the queue oldest first until it is empty or a request fails in a way worth retrying.
 * A batch's items all leave the queue once it is answered: CREATED and REPLAYED are stored,
 * REJECTED will be refused again (logged). A request refused whole with a 4xx is dropped (logged)
 * so it cannot block the queue for ever; no answer, 5xx and 429 leave it in place for a retry
 * of the very same request, which the server answers REPLAYED for what it stored the first time.
 */
export async function drainQueue(api: PunchclockApi, queue: DiskQueue, log: Log): Promise<DrainOutcome> {
  let sent = 0;
  let dropped = 0;
  for (;;) {
    const next = nextSend(await queue.list());
    if (!next) return { sent, dropped, stalled: null };
    const items: QueueItem[] = next.kind === 'slots' ? next.items : [next.item];
    try {
      if (next.kind === 'screenshot') {
        const meta = next.item.screenshot;
        await api.uploadScreenshot(
          {
            clientId: meta.clientId,
            capturedAt: meta.capturedAt,
            projectId: meta.projectId,
            slotClientId: meta.slotClientId,
            captureRequestId: meta.captureRequestId,
          },
          await readFile(queue.imagePath(meta)),
          meta.contentType,
        );
        log(
          `screenshot ${meta.clientId} uploaded${meta.captureRequestId ? ` (live capture ${meta.captureRequestId})` : ''}`,
        );
      } else if (next.items.length === 1) {
        const answer = await api.uploadSlot(next.items[0]!.slot);
        log(`slot ${next.items[0]!.slot.startTime} ${answer.replayed ? 'replayed' : 'stored'}`);
      } else {
        const answer = await api.uploadBatch(next.items.map((item) => item.slot));
        for (const result of answer.results)
          if (result.status === 'REJECTED') log(`slot ${result.clientId} rejected: ${result.error?.message ?? ''}`);
        log(
          `batch of ${next.items.length}: ${answer.created} created, ${answer.replayed} replayed, ${answer.rejected} rejected`,
        );
      }
      sent += items.length;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const action = failureAction(error.status);
      if (action !== 'drop') return { sent, dropped, stalled: error };
      log(`dropped ${items.length} queued item(s): ${error.message}`);
      dropped += items.length;
    }
    await queue.remove(items);
  }
}

interface TrackerOptions {
  clientInfo: string;
  slotMs: number;
  sampleMs: number;
  heartbeatMs: number;
  /** 0: no scheduled screenshots (live captures still answered). */
  screenshotEveryMs: number;
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
  private drainNotBefore = 0;
  private sending: Promise<unknown> = Promise.resolve();
  private stopped = false;
  private readonly abort = new AbortController();

  constructor(
    private readonly api: PunchclockApi,
    private readonly queue: DiskQueue,
    private readonly activity: ActivitySource,
    private readonly screenshots: ScreenshotSource,
    private readonly options: TrackerOptions,
    private readonly log: Log,
    private readonly now: () => number = Date.now,
  ) {
    this.cutter = new SlotCutter(options.slotMs);
    this.lastSample = now();
  }

  /** Runs until `stop()` (or `until` passes), then closes the open slot and sends what it can. */
  async run(until = Number.POSITIVE_INFINITY): Promise<void> {
    this.log(`activity source: ${this.activity.name}; slots of ${this.options.slotMs / 1000} s`);
    await this.followTimer(true);
    if (this.options.commandStream) void this.listenForCommands();
    let nextHeartbeat = 0;
    let nextScreenshot = this.options.screenshotEveryMs > 0 ? this.now() + this.options.screenshotEveryMs : Infinity;
    while (!this.stopped && this.now() < until) {
      await sleep(Math.min(this.options.sampleMs, Math.max(0, until - this.now())), this.abort.signal);
      await this.record(this.now());
      if (this.now() >= nextHeartbeat) {
        nextHeartbeat = this.now() + this.options.heartbeatMs;
        await this.heartbeat();
      }
      if (this.now() >= nextScreenshot) {
        nextScreenshot = this.now() + this.options.screenshotEveryMs;
        await this.capture();
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

  stop() {
    this.stopped = true;
    this.abort.abort();
  }

  /** Samples activity since the last tick and queues the slots that ended. */
  private async record(at: number) {
    if (at > this.lastSample) this.cutter.add(this.activity.sample(this.lastSample, at));
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
    const { image, contentType } = await this.screenshots.capture();
    await this.queue.pushScreenshot(
      {
        clientId: randomUUID(),
        capturedAt: new Date(at).toISOString(),
        ...(this.link().projectId ? { projectId: this.link().projectId } : {}),
        // No slotClientId: the server links a screenshot only to a slot already uploaded, and the
        // slot being recorded is sent when it ends; a live capture must not wait for that.
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
      return;
    }
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
