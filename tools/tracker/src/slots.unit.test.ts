import { describe, expect, it } from 'vitest';
import { SlotCutter, slotStartOf, toBody, type ActivitySample } from './slots.js';

const MINUTE = 60_000;
const at = (iso: string) => Date.parse(iso);
let counter = 0;
const ids = () => `id-${++counter}`;

/** A sample of `seconds` of full input in one application, starting at `start`. */
function busy(start: number, seconds: number, application = 'Visual Studio Code', url?: string): ActivitySample {
  return {
    start,
    end: start + seconds * 1000,
    keyboardSeconds: seconds / 2,
    mouseSeconds: seconds / 4,
    activeSeconds: seconds,
    application,
    url,
  };
}

describe('slotStartOf', () => {
  it('aligns slots to the clock', () => {
    expect(new Date(slotStartOf(at('2026-11-18T09:17:42Z'), 10 * MINUTE)).toISOString()).toBe(
      '2026-11-18T09:10:00.000Z',
    );
    expect(new Date(slotStartOf(at('2026-11-18T09:20:00Z'), 10 * MINUTE)).toISOString()).toBe(
      '2026-11-18T09:20:00.000Z',
    );
  });
});

describe('SlotCutter', () => {
  it('refuses a slot length that does not divide an hour or is not whole seconds', () => {
    expect(() => new SlotCutter(7 * MINUTE)).toThrow(/divide an hour/);
    expect(() => new SlotCutter(1500)).toThrow();
    expect(() => new SlotCutter(61 * MINUTE)).toThrow();
  });

  it('gives back only the slots that ended, oldest first, aligned to the clock', () => {
    const cutter = new SlotCutter(10 * MINUTE, ids);
    cutter.add(busy(at('2026-11-18T09:05:00Z'), 600)); // 09:05–09:15
    cutter.add(busy(at('2026-11-18T09:15:00Z'), 120, 'Slack')); // 09:15–09:17
    expect(cutter.takeEnded(at('2026-11-18T09:09:59Z'))).toEqual([]);
    const [first, ...rest] = cutter.takeEnded(at('2026-11-18T09:17:00Z'), { timeEntryId: 'entry-1' });
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      startTime: '2026-11-18T09:05:00.000Z',
      endTime: '2026-11-18T09:10:00.000Z',
      timeEntryId: 'entry-1',
      activeSeconds: 300,
      keyboardSeconds: 150,
      mouseSeconds: 75,
      applications: [{ name: 'Visual Studio Code', seconds: 300 }],
      urls: [],
    });
    // The slot holding 09:10–09:17 is still open; stopping closes it where activity stops.
    const [last] = cutter.takeAll();
    expect(last).toMatchObject({
      startTime: '2026-11-18T09:10:00.000Z',
      endTime: '2026-11-18T09:17:00.000Z',
      activeSeconds: 420,
      applications: [
        { name: 'Visual Studio Code', seconds: 300 },
        { name: 'Slack', seconds: 120 },
      ],
    });
    expect(cutter.takeAll()).toEqual([]);
  });

  it('shares a sample crossing a boundary between both slots in proportion to its time', () => {
    const cutter = new SlotCutter(10 * MINUTE, ids);
    cutter.add({ ...busy(at('2026-11-18T09:09:00Z'), 120), activeSeconds: 60, keyboardSeconds: 60, mouseSeconds: 0 });
    const [before, after] = cutter.takeAll();
    expect(before).toMatchObject({ endTime: '2026-11-18T09:10:00.000Z', activeSeconds: 30, keyboardSeconds: 30 });
    expect(after).toMatchObject({ startTime: '2026-11-18T09:10:00.000Z', activeSeconds: 30 });
  });

  it('names a slot once, when it is first recorded: later samples in it keep that clientId', () => {
    const cutter = new SlotCutter(10 * MINUTE, ids);
    cutter.add(busy(at('2026-11-18T09:00:00Z'), 60));
    const clientId = `id-${counter}`;
    cutter.add(busy(at('2026-11-18T09:05:00Z'), 60));
    expect(cutter.takeAll().map((slot) => slot.clientId)).toEqual([clientId]);
  });
});

describe('toBody', () => {
  const base = { start: at('2026-11-18T09:00:00Z'), keyboard: 0, mouse: 0, active: 0 };

  it('keeps every figure within the server rules after rounding', () => {
    const body = toBody(
      {
        ...base,
        end: at('2026-11-18T09:00:10.400Z'),
        keyboard: 14.6,
        mouse: 11,
        active: 12.4,
        applications: new Map([
          ['Terminal', 8.6],
          ['Slack', 3.5],
          ['Zoom', 0.3],
        ]),
        urls: new Map([['https://github.com', 30]]),
      },
      'c1',
    )!;
    // 10.4 s make a 10-second slot; active 12 → 10; keyboard and mouse ≤ active.
    expect(body).toMatchObject({ endTime: '2026-11-18T09:00:10.000Z', activeSeconds: 10, keyboardSeconds: 10 });
    expect(body.mouseSeconds).toBeLessThanOrEqual(body.activeSeconds);
    expect(body.applications).toEqual([
      { name: 'Terminal', seconds: 9 },
      { name: 'Slack', seconds: 1 },
    ]);
    expect(body.urls).toEqual([{ url: 'https://github.com', seconds: 10 }]);
  });

  it('drops a slot of less than a second', () => {
    expect(
      toBody(
        { ...base, start: base.start + 300, end: base.start + 1200, applications: new Map(), urls: new Map() },
        'c',
      ),
    ).toBeNull();
  });
});
