/** A span of tracker activity: how many of its seconds had keyboard or mouse input. */
export interface ActivitySpan {
  start: Date;
  end: Date;
  activeSeconds: number;
}

/** When tracker slots count as idle time worth asking about (docs/time-tracking.md, "Pending idle time"). */
export const IDLE_DETECTION = {
  /** A slot with at most this much input is idle: a stray touch of the mouse is not work. */
  maxActiveSeconds: 10,
  /** Idle time the slots show must last this long (5 minutes) before the person is asked. */
  thresholdSeconds: 300,
  /** Slots at most this far apart are consecutive (trackers cut slots on the clock, adjacent ones touch). */
  maxGapSeconds: 60,
  /**
   * The idle run must end within this of the entry's end (or now, while it runs): one slot's
   * greatest length, so a slot still being recorded may be missing, but a tracker silent for
   * longer says nothing about that time.
   */
  maxSilenceSeconds: 3600,
} as const;

type IdleDetection = typeof IDLE_DETECTION;

interface IdleEntry {
  start: Date;
  /** Null while the timer runs. */
  end: Date | null;
  /** Idle seconds already discarded from the entry. */
  idleSeconds: number;
  /** Idle time up to this instant has been answered (KEEP, DISCARD or SPLIT_OFFLINE). */
  idleAnsweredUntil: Date | null;
}

interface PendingIdle {
  /** Where idling began: the first idle slot's start, or the last answer, or the entry's start. */
  since: Date;
  /** The end of the last idle slot (within the entry): what the tracker has reported so far. */
  measuredUntil: Date;
  /**
   * The seconds to answer: from `since` to the entry's end, or to `now` while it runs, since
   * POST /time/idle-resolve resolves the last idleSeconds before that instant. Never more than
   * the entry has left to resolve.
   */
  idleSeconds: number;
}

const seconds = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / 1000);
const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);
const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/**
 * The idle time at the end of an entry that is waiting for an answer, or null: the run of
 * consecutive idle slots that the entry's slots end with, counted from the last answer on, when
 * the slots show at least the threshold of it. `slots` are the member's slots overlapping the
 * entry, in any order.
 */
export function pendingIdle(
  entry: IdleEntry,
  slots: readonly ActivitySpan[],
  now: Date,
  rules: IdleDetection = IDLE_DETECTION,
): PendingIdle | null {
  const anchor = entry.end ?? now;
  const within = slots
    .filter((slot) => slot.end.getTime() > entry.start.getTime() && slot.start.getTime() < anchor.getTime())
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const isIdle = (slot: ActivitySpan) => slot.activeSeconds <= rules.maxActiveSeconds;

  let first = within.length - 1;
  if (first < 0 || !isIdle(within[first]!)) return null;
  while (
    first > 0 &&
    isIdle(within[first - 1]!) &&
    seconds(within[first - 1]!.end, within[first]!.start) <= rules.maxGapSeconds
  )
    first -= 1;
  const runEnd = within.at(-1)!.end;
  if (seconds(runEnd, anchor) > rules.maxSilenceSeconds) return null;

  const floor = entry.idleAnsweredUntil ? later(entry.start, entry.idleAnsweredUntil) : entry.start;
  const since = later(within[first]!.start, floor);
  const measuredUntil = earlier(runEnd, anchor);
  if (seconds(since, measuredUntil) < rules.thresholdSeconds) return null;

  const unresolved = seconds(entry.start, anchor) - entry.idleSeconds;
  const idleSeconds = Math.min(seconds(since, anchor), unresolved);
  if (idleSeconds < rules.thresholdSeconds) return null;
  return { since, measuredUntil, idleSeconds };
}
