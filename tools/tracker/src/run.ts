/**
 * `run`: what to observe (the desktop, or made-up activity with `--simulate`), then the tracker
 * until SIGINT/SIGTERM or the duration, writing what it does to run-status.json for `status`.
 */
import os from 'node:os';
import { syntheticSource, type ActivitySource } from './activity.js';
import type { PunchclockApi } from './api.js';
import type { BackoffPolicy } from './backoff.js';
import { openDesktop, type Desktop } from './desktop/index.js';
import { desktopActivity, type DesktopActivity } from './desktop/desktop-activity.js';
import { fileScreenshots, generatedScreenshots, type ScreenshotSource } from './drain.js';
import { askIdle, interactive } from './prompt.js';
import { DiskQueue } from './queue.js';
import { markSessionRefused, writeRunStatus, type Session } from './state.js';
import { Tracker, type IdleAction } from './tracker.js';

interface RunOptions {
  stateDir: string;
  durationMs: number;
  slotMs: number;
  sampleMs: number;
  heartbeatMs: number;
  screenshotEveryMs: number | 'project';
  screenshotFile?: string;
  projectId?: string;
  ownTimer: boolean;
  commandStream: boolean;
  backoff: BackoffPolicy;
  /** Made-up activity and generated screenshots, for machines without a desktop (tests, demos). */
  simulate: boolean;
  /** Record window titles with the applications (on unless `--no-titles`). */
  titles: boolean;
  idleThresholdMs: number;
  /** What to answer without a terminal to ask at; null leaves the idle time to the web app. */
  idleAction: IdleAction | null;
}

export async function runTracker(api: PunchclockApi, session: Session, options: RunOptions, log: (m: string) => void) {
  let desktop: Desktop | null = null;
  let activity: ActivitySource | null = null;
  let observed: DesktopActivity | null = null;
  let screenshots: ScreenshotSource | string;
  /** Why there is no activity, when the screens are captured without it (macOS, Windows). */
  let activityUnavailable: string | null = null;
  let screens = 'time only';
  if (options.simulate) {
    log('simulating: the activity is made up and screenshots are generated pictures (--simulate)');
    activity = syntheticSource();
    screenshots = generatedScreenshots();
  } else {
    const opened = await openDesktop();
    if ('unavailable' in opened) {
      log(`${opened.unavailable}; the timer and heartbeats go on`);
      activityUnavailable = opened.unavailable;
      const screen = opened.screen;
      if (screen) {
        log(`screen capture: ${screen.description}`);
        screens = 'screens only';
        screenshots = { capture: async () => ({ image: await screen.capture(), contentType: 'image/png' as const }) };
      } else screenshots = opened.unavailable;
    } else {
      desktop = opened.desktop;
      observed = await desktopActivity(desktop, {
        titles: options.titles,
        idleThresholdMs: options.idleThresholdMs,
        log,
      });
      activity = observed;
      screenshots = { capture: async () => ({ image: await desktop!.capture(), contentType: 'image/png' as const }) };
    }
  }
  if (options.screenshotFile) screenshots = fileScreenshots(options.screenshotFile);

  const tracker = new Tracker(
    api,
    new DiskQueue(options.stateDir),
    activity,
    screenshots,
    {
      clientInfo: `punchclock-tracker (reference, ${os.platform()}; ${options.simulate ? 'simulated activity' : desktop ? 'X11' : screens})`,
      slotMs: options.slotMs,
      sampleMs: options.sampleMs,
      heartbeatMs: options.heartbeatMs,
      screenshotEveryMs: options.screenshotEveryMs,
      projectId: options.projectId ?? session.projectId,
      backoff: options.backoff,
      ownTimer: options.ownTimer,
      commandStream: options.commandStream,
      ...(desktop
        ? {
            idle: {
              probe: () => desktop.idle(),
              thresholdMs: options.idleThresholdMs,
              ask: async (span, seconds) =>
                interactive() ? askIdle(Math.round(seconds / 6) / 10, new Date(span.since)) : options.idleAction,
            },
          }
        : {}),
    },
    log,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => tracker.stop());
  const startedAt = new Date().toISOString();
  const report = async () => {
    const queued = await new DiskQueue(options.stateDir).list().catch(() => []);
    await writeRunStatus(options.stateDir, {
      pid: process.pid,
      startedAt,
      updatedAt: new Date().toISOString(),
      ...tracker.snapshot(),
      activity: activity?.name ?? (activityUnavailable ? `unavailable: ${activityUnavailable}` : 'unavailable'),
      ...(observed ? { inputEvents: observed.counts } : {}),
      screenCapture: typeof screenshots === 'string' ? `unavailable: ${screenshots}` : 'on',
      queued: queued.length,
    }).catch(() => undefined);
  };
  const reporting = setInterval(() => void report(), 5000);
  log(
    `tracking as ${session.email} at ${api.baseUrl}${options.durationMs ? ` for ${options.durationMs / 1000} s` : ''}`,
  );
  try {
    await tracker.run(options.durationMs ? Date.now() + options.durationMs : Number.POSITIVE_INFINITY);
  } finally {
    clearInterval(reporting);
    observed?.stop();
    if (observed) log(`input events counted: ${observed.counts.keyboard} keyboard, ${observed.counts.mouse} mouse`);
    await desktop?.close();
    await report();
    // So `status` still says to sign in again once this run has ended.
    if ('hint' in tracker.snapshot()) await markSessionRefused(options.stateDir, true).catch(() => undefined);
  }
}
