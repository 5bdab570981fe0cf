import { describe, expect, it } from 'vitest';
import { badgeText, notificationTarget } from './notification-view';

describe('notificationTarget', () => {
  it('sends a rejection of time entries to the timesheet', () => {
    expect(
      notificationTarget({ type: 'TIME_ENTRIES_REJECTED', data: { timeEntryIds: ['a', 'b'], rejectionReason: 'x' } }),
    ).toBe('/timesheet');
    expect(notificationTarget({ type: 'TIME_ENTRY_REJECTED', data: { timeEntryId: 'a' } })).toBe('/timesheet');
  });

  it('offers nothing when the data names no time entry', () => {
    expect(notificationTarget({ type: 'WELCOME', data: {} })).toBeNull();
    expect(notificationTarget({ type: 'TIME_ENTRIES_REJECTED', data: { timeEntryIds: [] } })).toBeNull();
    expect(notificationTarget({ type: 'TIME_ENTRIES_REJECTED', data: { timeEntryIds: [42] } })).toBeNull();
  });
});

describe('badgeText', () => {
  it('shows the count up to 99, then 99+', () => {
    expect(badgeText(3)).toBe('3');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
