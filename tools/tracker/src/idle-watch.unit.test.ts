import { describe, expect, it } from 'vitest';
import { IdleWatch, nextScreenshotAt } from './idle-watch.js';

const MIN = 60_000;

describe('IdleWatch', () => {
  it('reports an idle span once input comes back after the threshold', () => {
    const watch = new IdleWatch(5 * MIN, 10 * MIN);
    expect(watch.observe(0, { idleMs: 1000, locked: false })).toBeNull();
    expect(watch.observe(6 * MIN, { idleMs: 5.5 * MIN, locked: false })).toBeNull();
    expect(watch.idle).toBe(true);
    expect(watch.observe(8 * MIN, { idleMs: 7.5 * MIN, locked: false })).toBeNull();
    // Input at 9 min: idle from 0.5 min (when input stopped) to 9 min.
    expect(watch.observe(9 * MIN + 5000, { idleMs: 5000, locked: false })).toEqual({ since: 0.5 * MIN, back: 9 * MIN });
    expect(watch.idle).toBe(false);
    expect(watch.observe(9 * MIN + 10_000, { idleMs: 1000, locked: false })).toBeNull();
  });

  it('ignores pauses shorter than the threshold', () => {
    const watch = new IdleWatch(5 * MIN, 2 * MIN);
    watch.observe(0, { idleMs: 0, locked: false });
    expect(watch.observe(MIN, { idleMs: 4 * MIN, locked: false })).toBeNull();
    expect(watch.idle).toBe(false);
  });

  it('counts a locked screen as idle, whatever the input', () => {
    const watch = new IdleWatch(5 * MIN, 2 * MIN);
    watch.observe(0, { idleMs: 0, locked: false });
    for (let at = MIN; at <= 10 * MIN; at += MIN) expect(watch.observe(at, { idleMs: 500, locked: true })).toBeNull();
    expect(watch.observe(11 * MIN, { idleMs: 500, locked: false })).toEqual({ since: MIN - 500, back: 11 * MIN - 500 });
  });

  it('counts a sleep (a long gap between ticks) as idle from the last tick before it', () => {
    const watch = new IdleWatch(5 * MIN, 2 * MIN);
    watch.observe(0, { idleMs: 0, locked: false });
    watch.observe(5000, { idleMs: 0, locked: false });
    // Woken by a key press an hour later: the X idle counter says 1 s.
    expect(watch.observe(60 * MIN, { idleMs: 1000, locked: false })).toEqual({ since: 5000, back: 60 * MIN - 1000 });
  });
});

describe('nextScreenshotAt', () => {
  it('picks a moment inside the interval', () => {
    expect(nextScreenshotAt(1000, 600_000, () => 0)).toBe(1000);
    expect(nextScreenshotAt(1000, 600_000, () => 0.5)).toBe(301_000);
    expect(nextScreenshotAt(1000, 600_000, () => 0.999999)).toBeLessThan(601_000);
  });
});
