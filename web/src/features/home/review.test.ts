import { describe, expect, it } from 'vitest';
import { missingYesterday, waitingForReview } from './review';

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
  const member = (name: string, extra: Partial<{ status: 'ACTIVE' | 'INVITED'; role: string; joinedAt: string }> = {}) => ({
    id: `m-${name}`,
    user: { id: name, fullName: name },
    status: extra.status ?? ('ACTIVE' as const),
    role: { name: extra.role ?? 'Member' },
    joinedAt: extra.joinedAt ?? '2026-01-05T09:00:00Z',
  });
  const base = {
    today: '2026-11-25', // a Wednesday: yesterday was Tuesday
    timeZone: 'Europe/Berlin',
    workingDays: [1, 2, 3, 4, 5],
    tracksTime: (role: string) => role !== 'Accountant',
    viewerUserId: 'Viewer',
  };

  it('names active members who track time and logged nothing, by name, leaving out the viewer', () => {
    const answer = missingYesterday({
      ...base,
      members: [
        member('Zoe'),
        member('Adam'),
        member('Logged'),
        member('Viewer'),
        member('Invited', { status: 'INVITED' }),
        member('Counts money', { role: 'Accountant' }),
        // Joined today in Berlin (late yesterday in UTC): yesterday was not theirs to log.
        member('New', { joinedAt: '2026-11-24T23:30:00Z' }),
      ],
      loggedUserIds: new Set(['Logged']),
    });
    expect(answer).toEqual({
      workingDay: true,
      day: '2026-11-24',
      people: [
        { memberId: 'm-Adam', userId: 'Adam', name: 'Adam' },
        { memberId: 'm-Zoe', userId: 'Zoe', name: 'Zoe' },
      ],
    });
  });

  it('asks nobody for a day that was not a working day', () => {
    expect(missingYesterday({ ...base, today: '2026-11-23', members: [member('Zoe')], loggedUserIds: new Set() })).toEqual(
      { workingDay: false, day: '2026-11-22' },
    );
  });
});
