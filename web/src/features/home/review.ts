// What waits for a reviewer on Home: other people's pending time (nobody approves their own), and
// who logged nothing on the organization's last day when it was a working day. Pure, so unit-tested.
import { addDaysToKey, dayKeyOf, isoWeekdayOf } from '../../lib/local-time';

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
  joinedAt: string | null;
}

export type MissingDay =
  /** Yesterday was not one of the organization's working days: nobody is asked for it. */
  | { workingDay: false; day: string }
  | { workingDay: true; day: string; people: { memberId: string; userId: string; name: string }[] };

interface MissingDayInput<M extends TeamMember> {
  /** Today, YYYY-MM-DD in the organization's time zone. */
  today: string;
  timeZone: string;
  /** ISO weekdays (1 Monday … 7 Sunday). */
  workingDays: readonly number[];
  members: readonly M[];
  /** Users with any entry starting on that day, whatever its status. */
  loggedUserIds: ReadonlySet<string>;
  /** Whether a role tracks time: someone whose role does not is not missing anything. */
  tracksTime: (roleName: string) => boolean;
  viewerUserId: string;
}

/**
 * Who logged nothing yesterday: active members who track time, had joined by then, and are not
 * the viewer (whose own week is on Home already), by name.
 */
export function missingYesterday<M extends TeamMember>(input: MissingDayInput<M>): MissingDay {
  const day = addDaysToKey(input.today, -1);
  if (!input.workingDays.includes(isoWeekdayOf(day))) return { workingDay: false, day };
  const people = input.members
    .filter(
      (member) =>
        member.status === 'ACTIVE' &&
        member.user.id !== input.viewerUserId &&
        input.tracksTime(member.role.name) &&
        (member.joinedAt === null || dayKeyOf(member.joinedAt, input.timeZone) <= day) &&
        !input.loggedUserIds.has(member.user.id),
    )
    .map((member) => ({ memberId: member.id, userId: member.user.id, name: member.user.fullName }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { workingDay: true, day, people };
}
