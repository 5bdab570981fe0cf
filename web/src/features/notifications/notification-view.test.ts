import { describe, expect, it } from 'vitest';
import { badgeText, notificationTarget } from './notification-view';

describe('notificationTarget', () => {
  it('sends a rejection of time entries to the timesheet', () => {
    expect(
      notificationTarget({ type: 'TIME_ENTRIES_REJECTED', data: { timeEntryIds: ['a', 'b'], rejectionReason: 'x' } }),
    ).toMatchObject({ to: '/timesheet' });
    expect(notificationTarget({ type: 'TIME_ENTRY_REJECTED', data: { timeEntryId: 'a' } })).toMatchObject({
      to: '/timesheet',
    });
  });

  it('sends a short week to the timesheet and a budget alert to its project', () => {
    expect(notificationTarget({ type: 'CAPACITY_REMINDER', data: { week: '2026-11-23' } })).toMatchObject({
      to: '/timesheet',
    });
    expect(notificationTarget({ type: 'PROJECT_BUDGET_THRESHOLD', data: { projectId: 'p1', threshold: 80 } })).toEqual({
      to: '/projects/$projectId',
      params: { projectId: 'p1' },
      label: 'openProject',
    });
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
