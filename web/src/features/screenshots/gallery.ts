// The gallery's arithmetic, free of React: a day of the viewer's zone as the instants the API is
// asked for, screenshots under their local hour and 10-minute slot, when the signed URLs must be
// asked for again, and whose screens the viewer may look at.
import { addDaysToKey, startOfDayKey } from '../../lib/local-time';

const MINUTE = 60_000;
const SLOT_MINUTES = 10;
/** Ask for fresh URLs this long before the old ones expire, so no image is ever shown broken. */
const URL_MARGIN_MS = 60_000;
/** Never poll faster than this, whatever the clocks say. */
const MIN_REFRESH_MS = 5_000;

/** The half-open range of instants `dayKey` covers in `timeZone` (23, 24 or 25 hours). */
export function dayRange(dayKey: string, timeZone: string): { from: string; to: string } {
  return {
    from: startOfDayKey(dayKey, timeZone).toISOString(),
    to: startOfDayKey(addDaysToKey(dayKey, 1), timeZone).toISOString(),
  };
}

interface Captured {
  id: string;
  capturedAt: string;
}

export interface Slot<T> {
  /** The instant the 10-minute slot begins (its heading is formatted from it). */
  start: Date;
  items: T[];
}

export interface Hour<T> {
  /** The instant the local hour begins: a key that stays apart when the clocks show an hour twice. */
  start: Date;
  /** Six slots, :00 to :50, empty ones included. */
  slots: Slot<T>[];
  count: number;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** Minutes and seconds past the local hour at `instant` in `timeZone` (offsets are whole minutes). */
function pastTheHour(instant: Date, timeZone: string): number {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', { timeZone, minute: 'numeric', second: 'numeric' });
    clocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return (value('minute') * 60 + value('second')) * 1000 + instant.getUTCMilliseconds();
}

/**
 * Screenshots under the local hour and 10-minute slot they were captured in, oldest first. Hours
 * are told apart by the instant they begin, so the hour a fall-back day shows twice is two hours.
 */
export function groupByHour<T extends Captured>(items: readonly T[], timeZone: string): Hour<T>[] {
  const hours = new Map<number, Hour<T>>();
  const sorted = [...items].sort(
    (a, b) => Date.parse(a.capturedAt) - Date.parse(b.capturedAt) || (a.id < b.id ? -1 : 1),
  );
  for (const item of sorted) {
    const instant = new Date(item.capturedAt);
    const past = pastTheHour(instant, timeZone);
    const hourStart = instant.getTime() - past;
    let hour = hours.get(hourStart);
    if (!hour) {
      const slots = Array.from({ length: 60 / SLOT_MINUTES }, (_, index) => ({
        start: new Date(hourStart + index * SLOT_MINUTES * MINUTE),
        items: [] as T[],
      }));
      hour = { start: new Date(hourStart), slots, count: 0 };
      hours.set(hourStart, hour);
    }
    hour.slots[Math.floor(past / (SLOT_MINUTES * MINUTE))]!.items.push(item);
    hour.count += 1;
  }
  return [...hours.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The screenshots in the order the viewer steps through them: the gallery's order. */
export const viewingOrder = <T extends Captured>(hours: readonly Hour<T>[]): T[] =>
  hours.flatMap((hour) => hour.slots.flatMap((slot) => slot.items));

/**
 * Milliseconds until the list must be fetched again: a minute before its earliest signed URL
 * expires (false when nothing is listed). `waitingForCapture` asks every 10 s while a live capture
 * is on its way.
 */
export function refreshDelay(
  items: readonly { urlsExpireAt: string }[],
  now: number,
  waitingForCapture = false,
): number | false {
  const expiries = items.map((item) => Date.parse(item.urlsExpireAt)).filter(Number.isFinite);
  const untilExpiry = expiries.length ? Math.min(...expiries) - now - URL_MARGIN_MS : Infinity;
  const delay = Math.min(untilExpiry, waitingForCapture ? 10_000 : Infinity);
  return delay === Infinity ? false : Math.max(MIN_REFRESH_MS, delay);
}

/**
 * Whether the viewer may see screens of a member in `memberPermissions`'s role: nobody watches a
 * role holding a permission theirs lacks (docs/rbac.md, decision 11). The server decides again.
 */
export function inReach(memberPermissions: ReadonlySet<string>, mine: ReadonlySet<string>): boolean {
  for (const permission of memberPermissions) if (!mine.has(permission)) return false;
  return true;
}

/** The live team's heartbeat window: a tracker heard this recently (by the server's clock) is online. */
const TRACKER_ONLINE_MS = 60_000;

/** Whether the member's desktop tracker was heard within the window when the server answered. */
export function trackerOnline(member: { lastHeartbeatAt: string | null }, generatedAt: string): boolean {
  if (!member.lastHeartbeatAt) return false;
  return Date.parse(generatedAt) - Date.parse(member.lastHeartbeatAt) <= TRACKER_ONLINE_MS;
}
