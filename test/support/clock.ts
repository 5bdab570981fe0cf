import type { Clock } from '../../src/platform/clock.js';

interface TestClock extends Clock {
  advance(milliseconds: number): void;
  set(instant: Date | string): void;
}

/** A clock that stands still until the test moves it. */
export function testClock(start: Date | string = '2026-11-16T09:00:00Z'): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    advance(milliseconds) {
      current = new Date(current.getTime() + milliseconds);
    },
    set(instant) {
      current = new Date(instant);
    },
  };
}
