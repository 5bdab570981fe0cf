/**
 * Activity observed on the desktop: every second the foreground window is read and charged the
 * time since the last look — at most two polls' worth, and nothing while the input has been idle
 * for the idle threshold or the screen saver is on (so a suspend, a stopped process or a lunch
 * break is never credited to the window left in front); keyboard and mouse events are counted as they come (their kind only:
 * never a key, never a position). A sample reports, for its span, the seconds with keyboard,
 * mouse and any input, the applications (with their window titles, unless titles are off) and the
 * browser hosts a title named, with their seconds.
 */
import type { ActivitySource } from '../activity.js';
import type { ActivitySample } from '../slots.js';
import { hostFromTitle, isBrowser } from './browser-host.js';
import type { Desktop, ForegroundWindow } from './index.js';

const POLL_MS = 1000;
/**
 * The most one look charges the foreground window: two polls (a late timer still counts in full).
 * A longer gap since the last look means the machine slept or the process was stopped, and
 * nobody was seen using the window then.
 */
const MAX_CHARGE_MS = 2 * POLL_MS;
/** The server's longest application name. */
const MAX_NAME = 200;

export interface DesktopActivity extends ActivitySource {
  /** Events counted since the tracker started (what `status` and the log show). */
  readonly counts: { keyboard: number; mouse: number };
  stop(): void;
}

/** The name a slot records: "Application — window title", or the application alone. */
export function usageName(window: ForegroundWindow, withTitles: boolean): string {
  const title = window.title.trim();
  const name = withTitles && title ? `${window.application} — ${title}` : window.application;
  return name.length > MAX_NAME ? `${name.slice(0, MAX_NAME - 1)}…` : name;
}

export async function desktopActivity(
  desktop: Desktop,
  options: {
    titles: boolean;
    /** Input idle this long (or the screen saver on): the foreground window is charged nothing. */
    idleThresholdMs: number;
    log: (message: string) => void;
  },
  now: () => number = Date.now,
): Promise<DesktopActivity> {
  const counts = { keyboard: 0, mouse: 0 };
  /** Whole seconds (epoch s) with that kind of input, since the last sample. */
  const keyboardSeconds = new Set<number>();
  const mouseSeconds = new Set<number>();
  /** Seconds with any input: from the events, else (no counts) from the idle time. */
  const activeSeconds = new Set<number>();
  let applications = new Map<string, number>();
  let urls = new Map<string, number>();
  const counting = await desktop.countInput((kind) => {
    counts[kind] += 1;
    const second = Math.floor(now() / 1000);
    (kind === 'keyboard' ? keyboardSeconds : mouseSeconds).add(second);
    activeSeconds.add(second);
  });
  if (!counting)
    options.log('input events cannot be counted here (no RECORD extension): activity comes from the idle time');
  let lastLook = now();
  let looking = false;
  let warned = false;

  const look = async () => {
    if (looking) return;
    looking = true;
    try {
      const at = now();
      const seconds = Math.min(Math.max(0, at - lastLook), MAX_CHARGE_MS) / 1000;
      lastLook = at;
      // Not known (the query failed): charged as in use, as before the idle time was read.
      const idle = await desktop.idle().catch(() => null);
      const away = idle !== null && (idle.locked || idle.idleMs >= options.idleThresholdMs);
      const window = away ? null : await desktop.foreground();
      if (window && seconds > 0) {
        const name = usageName(window, options.titles);
        applications.set(name, (applications.get(name) ?? 0) + seconds);
        const host = isBrowser(window.application) ? hostFromTitle(window.title) : null;
        if (host) urls.set(host, (urls.get(host) ?? 0) + seconds);
      }
      if (!counting && idle && idle.idleMs < POLL_MS) activeSeconds.add(Math.floor(at / 1000));
    } catch (error) {
      if (!warned) options.log(`could not read the foreground window: ${(error as Error).message}`);
      warned = true;
    } finally {
      looking = false;
    }
  };
  const timer = setInterval(() => void look(), POLL_MS);
  timer.unref();

  /**
   * The seconds with input not counted yet, counted in the sample during which their first event
   * came: each second once. (A second is not matched against the sample's span: with samples
   * shorter than a second, or not on whole seconds, most seconds begin before the sample that
   * receives their events, and were lost.) Events come in time order, so a second at or before the
   * last one counted has been counted.
   */
  const counted = new Map<Set<number>, number>();
  const take = (set: Set<number>) => {
    const last = counted.get(set) ?? Number.NEGATIVE_INFINITY;
    let n = 0;
    let newest = last;
    for (const second of set)
      if (second > last) {
        n += 1;
        newest = Math.max(newest, second);
      }
    set.clear();
    counted.set(set, newest);
    return n;
  };

  return {
    name: `desktop (${desktop.description})`,
    counts,
    sample(start, end): ActivitySample {
      const keyboard = take(keyboardSeconds);
      const mouse = take(mouseSeconds);
      const active = take(activeSeconds);
      const sample: ActivitySample = {
        start,
        end,
        keyboardSeconds: keyboard,
        mouseSeconds: mouse,
        activeSeconds: active,
        applications: [...applications].map(([name, seconds]) => ({ name, seconds })),
        urls: [...urls].map(([url, seconds]) => ({ url, seconds })),
      };
      applications = new Map();
      urls = new Map();
      return sample;
    },
    stop: () => clearInterval(timer),
  };
}
