import { describe, expect, it } from 'vitest';
import { missingOn, waitingForReview, yesterdayOf } from './review';

describe('time waiting for a reviewer', () => {
  it("counts other people's pending entries, people and hours, never the viewer's own", () => {
    const pending = [
      { userId: 'ann', durationSeconds: 3600 },
      { userId: 'ann', durationSeconds: 1800 },
      { userId: 'bob', durationSeconds: 600 },
      { userId: 'me', durationSeconds: 7200 },
    ];
    expect(waitingForReview(pending, 'me')).toEqual({ entries: 3, people: 2, seconds: 6000 });
    expect(waitingForReview([{ userId: 'me', durationSeconds: 60 }], 'me')).toEqual({
      entries: 0,
      people: 0,
      seconds: 0,
    });
  });
});

describe('who logged nothing yesterday', () => {
  const member = (name: string, extra: Partial<{ status: 'ACTIVE' | 'INVITED'; role: string }> = {}) => ({
    id: `m-${name}`,
    user: { id: name, fullName: name },
    status: extra.status ?? ('ACTIVE' as const),
    role: { name: extra.role ?? 'Member' },
  });

  it('is asked only for a working day of the organization', () => {
    const weekdays = [1, 2, 3, 4, 5];
    expect(yesterdayOf('2026-11-25', weekdays)).toEqual({ day: '2026-11-24', workingDay: true });
    expect(yesterdayOf('2026-11-23', weekdays)).toEqual({ day: '2026-11-22', workingDay: false });
    expect(yesterdayOf('2026-11-23', [7])).toEqual({ day: '2026-11-22', workingDay: true });
  });

  it('names active members who track time and logged nothing, by name, leaving out the viewer', () => {
    const people = missingOn({
      day: '2026-11-24',
      members: [
        member('Zoe'),
        member('Adam'),
        member('Logged'),
        member('Viewer'),
        member('Invited', { status: 'INVITED' }),
        member('Counts money', { role: 'Accountant' }),
      ],
      loggedUserIds: new Set(['Logged']),
      tracksTime: (role) => role !== 'Accountant',
      viewerUserId: 'Viewer',
    });
    expect(people).toEqual([
      { memberId: 'm-Adam', userId: 'Adam', name: 'Adam' },
      { memberId: 'm-Zoe', userId: 'Zoe', name: 'Zoe' },
    ]);
  });
});
