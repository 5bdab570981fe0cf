import { describe, expect, it } from 'vitest';
import { dayRange, groupByHour, inReach, refreshDelay, trackerOnline, viewingOrder } from './gallery';

// Every zone is named: the expectations hold whatever zone the browser (or TZ) is in.
const shot = (id: string, capturedAt: string) => ({ id, capturedAt });
const hoursLong = (range: { from: string; to: string }) => (Date.parse(range.to) - Date.parse(range.from)) / 3600_000;

describe('a day in a zone', () => {
  it('is the instants from its midnight to the next, there', () => {
    expect(dayRange('2026-11-24', 'America/New_York')).toEqual({
      from: '2026-11-24T05:00:00.000Z',
      to: '2026-11-25T05:00:00.000Z',
    });
    expect(dayRange('2026-11-24', 'Asia/Kolkata').from).toBe('2026-11-23T18:30:00.000Z');
  });

  it('lasts 23 or 25 hours when the clocks change', () => {
    expect(hoursLong(dayRange('2026-03-29', 'Europe/Berlin'))).toBe(23);
    expect(hoursLong(dayRange('2026-10-25', 'Europe/Berlin'))).toBe(25);
    expect(hoursLong(dayRange('2026-11-01', 'America/Los_Angeles'))).toBe(25);
  });
});

describe('screenshots under hours and 10-minute slots', () => {
  it('files each under its local hour and slot, oldest first, empty slots kept', () => {
    const hours = groupByHour(
      [
        shot('c', '2026-11-24T15:59:59Z'),
        shot('a', '2026-11-24T15:05:00Z'),
        shot('b', '2026-11-24T15:08:30Z'),
        shot('d', '2026-11-24T16:10:00Z'),
      ],
      'America/New_York',
    );
    expect(hours.map((hour) => hour.start.toISOString())).toEqual([
      '2026-11-24T15:00:00.000Z',
      '2026-11-24T16:00:00.000Z',
    ]);
    const [ten, eleven] = hours;
    expect(ten!.count).toBe(3);
    expect(ten!.slots).toHaveLength(6);
    expect(ten!.slots.map((slot) => slot.items.map((item) => item.id))).toEqual([['a', 'b'], [], [], [], [], ['c']]);
    expect(ten!.slots[5]!.start.toISOString()).toBe('2026-11-24T15:50:00.000Z');
    expect(eleven!.slots[1]!.items.map((item) => item.id)).toEqual(['d']);
    expect(viewingOrder(hours).map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('follows a zone half an hour off UTC', () => {
    // 10:35 in Kolkata (+05:30): the hour from 10:00 there, the slot from 10:30.
    const [hour] = groupByHour([shot('a', '2026-11-24T05:05:00Z')], 'Asia/Kolkata');
    expect(hour!.start.toISOString()).toBe('2026-11-24T04:30:00.000Z');
    expect(hour!.slots[3]!.items).toHaveLength(1);
  });

  it('keeps apart the two hours a fall-back day shows as 02:00', () => {
    // Berlin, 2026-10-25: 02:15 summer time (00:15Z), then 02:15 winter time (01:15Z).
    const hours = groupByHour(
      [shot('late', '2026-10-25T01:15:00Z'), shot('early', '2026-10-25T00:15:00Z')],
      'Europe/Berlin',
    );
    expect(hours.map((hour) => hour.start.toISOString())).toEqual([
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
    ]);
    expect(hours.map((hour) => hour.slots[1]!.items[0]!.id)).toEqual(['early', 'late']);
  });

  it('has no 02:00 on a spring-forward day', () => {
    // Berlin, 2026-03-29: 01:59 winter time is followed by 03:00 summer time.
    const hours = groupByHour([shot('a', '2026-03-29T00:55:00Z'), shot('b', '2026-03-29T01:05:00Z')], 'Europe/Berlin');
    expect(hours.map((hour) => hour.start.toISOString())).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T01:00:00.000Z',
    ]);
  });
});

describe('when the signed URLs need asking for again', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('is a minute before the first of them expires', () => {
    const items = [{ urlsExpireAt: '2026-11-24T12:10:00Z' }, { urlsExpireAt: '2026-11-24T12:09:00Z' }];
    expect(refreshDelay(items, now)).toBe(8 * 60_000);
  });
  it('is not before 5 s, never without screenshots, and every 10 s while a capture is awaited', () => {
    expect(refreshDelay([{ urlsExpireAt: '2026-11-24T11:00:00Z' }], now)).toBe(5_000);
    expect(refreshDelay([], now)).toBe(false);
    expect(refreshDelay([], now, true)).toBe(10_000);
  });
});

describe('whose screens and which trackers', () => {
  it('reaches roles holding nothing the viewer lacks', () => {
    const manager = new Set(['time.track', 'screenshots.read.all']);
    expect(inReach(new Set(['time.track']), manager)).toBe(true);
    expect(inReach(new Set(manager), manager)).toBe(true);
    expect(inReach(new Set(['time.track', 'members.invite']), manager)).toBe(false);
  });
  it('calls a tracker online when the server heard it within a minute of answering', () => {
    expect(trackerOnline({ lastHeartbeatAt: '2026-11-24T11:59:30Z' }, '2026-11-24T12:00:00Z')).toBe(true);
    expect(trackerOnline({ lastHeartbeatAt: '2026-11-24T11:58:00Z' }, '2026-11-24T12:00:00Z')).toBe(false);
    expect(trackerOnline({ lastHeartbeatAt: null }, '2026-11-24T12:00:00Z')).toBe(false);
  });
});
