/**
 * Cutting activity into clock-aligned slots (pure: no clock, no I/O). The tracker feeds samples
 * (what happened between two ticks) and takes out the slots whose span has ended; a sample that
 * crosses a slot boundary is shared out between the two slots in proportion to its time.
 */
import { randomUUID } from 'node:crypto';

/** What the activity source saw between two instants (epoch ms). */
export interface ActivitySample {
  start: number;
  end: number;
  /** Seconds within [start, end) with keyboard input, mouse input, any input. */
  keyboardSeconds: number;
  mouseSeconds: number;
  activeSeconds: number;
  /** The foreground application, and the browser tab's URL when it is a browser. */
  application?: string;
  url?: string;
  /** Or, from a source that watched several in the sample: each with its seconds in [start, end). */
  applications?: Array<{ name: string; seconds: number }>;
  urls?: Array<{ url: string; seconds: number }>;
}

/** The body of POST /tracker/slots (docs/tracker-protocol.md §3). */
export interface SlotBody {
  clientId: string;
  startTime: string;
  endTime: string;
  timeEntryId?: string;
  projectId?: string;
  keyboardSeconds: number;
  mouseSeconds: number;
  activeSeconds: number;
  applications: Array<{ name: string; seconds: number }>;
  urls: Array<{ url: string; seconds: number }>;
}

interface OpenSlot {
  /** Generated when the slot is first recorded; kept with it in the queue, so a resend is the same slot to the server. */
  clientId: string;
  /** The slot's place on the clock (its aligned start), and the span activity was recorded in it. */
  aligned: number;
  start: number;
  end: number;
  keyboard: number;
  mouse: number;
  active: number;
  applications: Map<string, number>;
  urls: Map<string, number>;
}

/** The start of the slot holding `instant`: slots are aligned to the clock (:00, :10, … for 10 minutes). */
export function slotStartOf(instant: number, slotMs: number): number {
  return Math.floor(instant / slotMs) * slotMs;
}

export class SlotCutter {
  private readonly open = new Map<number, OpenSlot>();

  /**
   * `slotMs` must divide an hour so slots line up with the clock (10 minutes by default; the
   * server takes up to 60). `newId` makes the slots' clientIds (injectable for tests).
   */
  constructor(
    private readonly slotMs: number,
    private readonly newId: () => string = randomUUID,
  ) {
    if (slotMs % 1000 !== 0 || slotMs < 1000 || slotMs > 3_600_000 || 3_600_000 % slotMs !== 0)
      throw new Error(`a slot must last 1 s to 60 min and divide an hour, not ${slotMs} ms`);
  }

  add(sample: ActivitySample): void {
    const length = sample.end - sample.start;
    if (length <= 0) return;
    for (let from = sample.start; from < sample.end;) {
      const slotStart = slotStartOf(from, this.slotMs);
      const to = Math.min(sample.end, slotStart + this.slotMs);
      const share = (to - from) / length;
      const slot = this.slotAt(slotStart);
      // A tracker started mid-slot records from then on: the slot starts with its first activity.
      slot.start = Math.min(slot.start, from);
      slot.end = Math.max(slot.end, to);
      slot.keyboard += sample.keyboardSeconds * share;
      slot.mouse += sample.mouseSeconds * share;
      slot.active += sample.activeSeconds * share;
      const seconds = (to - from) / 1000;
      if (sample.application) bump(slot.applications, sample.application, seconds);
      if (sample.url) bump(slot.urls, sample.url, seconds);
      for (const usage of sample.applications ?? []) bump(slot.applications, usage.name, usage.seconds * share);
      for (const usage of sample.urls ?? []) bump(slot.urls, usage.url, usage.seconds * share);
      from = to;
    }
  }

  /** The slots that ended by `now`, oldest first, as upload bodies. */
  takeEnded(now: number, link: { timeEntryId?: string; projectId?: string } = {}): SlotBody[] {
    return this.take((slot) => slot.aligned + this.slotMs <= now, link);
  }

  /** Every slot still open, closed where its activity stops (the tracker is stopping). */
  takeAll(link: { timeEntryId?: string; projectId?: string } = {}): SlotBody[] {
    return this.take(() => true, link);
  }

  private take(ended: (slot: OpenSlot) => boolean, link: { timeEntryId?: string; projectId?: string }) {
    const done = [...this.open.values()].filter(ended).sort((a, b) => a.aligned - b.aligned);
    const bodies: SlotBody[] = [];
    for (const slot of done) {
      this.open.delete(slot.aligned);
      const body = toBody(slot, slot.clientId, link);
      if (body) bodies.push(body);
    }
    return bodies;
  }

  private slotAt(aligned: number): OpenSlot {
    let slot = this.open.get(aligned);
    if (!slot) {
      slot = {
        clientId: this.newId(),
        aligned,
        start: Number.POSITIVE_INFINITY,
        end: aligned,
        keyboard: 0,
        mouse: 0,
        active: 0,
        applications: new Map(),
        urls: new Map(),
      };
      this.open.set(aligned, slot);
    }
    return slot;
  }
}

function bump(map: Map<string, number>, key: string, seconds: number) {
  map.set(key, (map.get(key) ?? 0) + seconds);
}

/**
 * The upload body of a slot, rounded to whole seconds within the server's rules: its span the
 * whole seconds inside what was recorded, active ≤ length, keyboard and mouse ≤ active, applications and
 * URLs each adding up to the length at most. Null when less than a second was recorded.
 */
export function toBody(
  slot: Omit<OpenSlot, 'clientId' | 'aligned'>,
  clientId: string,
  link: { timeEntryId?: string; projectId?: string } = {},
): SlotBody | null {
  // The whole seconds inside the recorded span: two runs of the tracker never overlap by rounding.
  const start = Math.ceil(slot.start / 1000) * 1000;
  const end = Math.floor(slot.end / 1000) * 1000;
  const length = (end - start) / 1000;
  if (!(length >= 1)) return null;
  const active = Math.min(length, Math.round(slot.active));
  return {
    clientId,
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    ...(link.timeEntryId ? { timeEntryId: link.timeEntryId } : {}),
    ...(link.projectId ? { projectId: link.projectId } : {}),
    keyboardSeconds: Math.min(active, Math.round(slot.keyboard)),
    mouseSeconds: Math.min(active, Math.round(slot.mouse)),
    activeSeconds: active,
    applications: within(slot.applications, length, MAX_APPLICATIONS).map(([name, seconds]) => ({ name, seconds })),
    urls: within(slot.urls, length, MAX_URLS).map(([url, seconds]) => ({ url, seconds })),
  };
}

/** The server's limits per slot (docs/tracker-protocol.md §3). */
const MAX_APPLICATIONS = 50;
const MAX_URLS = 100;

/** Whole seconds per name, most first, at least 1 each, at most `max` names adding up to `limit` at most. */
function within(map: Map<string, number>, limit: number, max: number): Array<[string, number]> {
  const entries = [...map.entries()]
    .map(([name, seconds]) => [name, Math.round(seconds)] as [string, number])
    .filter(([, seconds]) => seconds >= 1)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  let left = limit;
  const kept: Array<[string, number]> = [];
  for (const [name, seconds] of entries.slice(0, max)) {
    const take = Math.min(seconds, left);
    if (take < 1) break;
    kept.push([name, take]);
    left -= take;
  }
  return kept;
}
