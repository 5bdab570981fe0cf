// What waits for a reviewer on Home: other people's pending time (nobody approves their own), and
// who logged nothing on the organization's last day when it was a working day. Pure, so unit-tested.
import { addDaysToKey, isoWeekdayOf } from '../../lib/local-time';

interface PendingEntry {
  userId: string;
  durationSeconds: number;
}

export interface Waiting {
  entries: number;
  people: number;
  seconds: number;
}

/** Pending entries of everyone but the viewer: their own time waits for someone else. */
export function waitingForReview(pending: readonly PendingEntry[], viewerUserId: string): Waiting {
  const others = pending.filter((entry) => entry.userId !== viewerUserId);
  return {
    entries: others.length,
    people: new Set(others.map((entry) => entry.userId)).size,
    seconds: others.reduce((sum, entry) => sum + entry.durationSeconds, 0),
  };
}

interface TeamMember {
  id: string;
  user: { id: string; fullName: string };
  status: 'INVITED' | 'ACTIVE' | 'DEACTIVATED';
  role: { name: string };
}

/** The organization's day before `today` (YYYY-MM-DD), and whether it was one of its working days (ISO weekdays). */
export function yesterdayOf(today: string, workingDays: readonly number[]): { day: string; workingDay: boolean } {
  const day = addDaysToKey(today, -1);
  return { day, workingDay: workingDays.includes(isoWeekdayOf(day)) };
}

interface MissingInput<M extends TeamMember> {
  /** YYYY-MM-DD, a day of the organization. */
  day: string;
  members: readonly M[];
  /** Users with any entry starting on that day, whatever its status. */
  loggedUserIds: ReadonlySet<string>;
  /** Whether a role tracks time: someone whose role does not is not missing anything. */
  tracksTime: (roleName: string) => boolean;
  viewerUserId: string;
}

/**
 * Who logged nothing on `day`: active members who track time, other than the viewer (whose own
 * week is on Home already), by name. Ask only for a working day (`yesterdayOf`).
 */
export function missingOn<M extends TeamMember>(input: MissingInput<M>) {
  return input.members
    .filter(
      (member) =>
        member.status === 'ACTIVE' &&
        member.user.id !== input.viewerUserId &&
        input.tracksTime(member.role.name) &&
        !input.loggedUserIds.has(member.user.id),
    )
    .map((member) => ({ memberId: member.id, userId: member.user.id, name: member.user.fullName }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
