import { describe, expect, it } from 'vitest';
import { dueReminderWeek, reachedThresholds, reminderWeekday } from './alerts.rules.js';

const berlin = { timeZone: 'Europe/Berlin', firstDayOfWeek: 1, workingDays: [1, 2, 3, 4, 5] } as const;

describe('reachedThresholds', () => {
  it('names each threshold the budget use has reached', () => {
    expect(reachedThresholds(null)).toEqual([]);
    expect(reachedThresholds(79.99)).toEqual([]);
    expect(reachedThresholds(80)).toEqual([80]);
    expect(reachedThresholds(137)).toEqual([80, 100]);
  });
});

describe('capacity reminder', () => {
  it("goes out on the week's last working day unless a day is chosen", () => {
    expect(reminderWeekday(berlin, { weekday: null, hour: 15 })).toBe(5);
    // A week starting on Sunday with Sunday–Thursday worked ends its working days on Thursday.
    expect(
      reminderWeekday({ ...berlin, firstDayOfWeek: 7, workingDays: [7, 1, 2, 3, 4] }, { weekday: null, hour: 15 }),
    ).toBe(4);
    expect(reminderWeekday(berlin, { weekday: 3, hour: 9 })).toBe(3);
  });

  it('is due from the hour on the organization clocks until the week ends', () => {
    const time = { weekday: null, hour: 15 };
    // Friday 27 November 2026, 14:59 and 15:00 in Berlin (UTC+1).
    expect(dueReminderWeek(new Date('2026-11-27T13:59:00Z'), berlin, time)).toBeNull();
    const due = dueReminderWeek(new Date('2026-11-27T14:00:00Z'), berlin, time);
    expect(due?.day).toBe('2026-11-23');
    expect(due?.week.start.toISOString()).toBe('2026-11-22T23:00:00.000Z');
    // Saturday and Sunday of the same week: still that week's reminder (a worker that was down).
    expect(dueReminderWeek(new Date('2026-11-29T22:00:00Z'), berlin, time)?.day).toBe('2026-11-23');
    // Monday 00:30 Berlin: a new week, not due yet.
    expect(dueReminderWeek(new Date('2026-11-29T23:30:00Z'), berlin, time)).toBeNull();
  });
});
