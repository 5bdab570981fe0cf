/**
 * Pure aggregation of time entries, activity slots and application usage into the facts every AI
 * answer is written from. Every figure an answer shows is computed here, once, exactly.
 */
import {
  addDaysToDay,
  dayStart,
  daysOf,
  isoWeekday,
  type Day,
  type TimeZone,
  type Weekday,
} from '../../platform/dates.js';
import { capacityFactor, capacityHours } from '../members/index.js';
import { screenshotActivityPercent, type ScreenshotMetadataRow } from '../screenshots/index.js';
import { amountInCents, idleSecondsWithin, workedSecondsWithin } from '../time/index.js';
import type { EntryFactRow, MemberRow, ProjectRow, SlotFactRow, UsageFactRow, Window } from './facts.repository.js';

const TOP_APPS = 5;

/** Seconds → hours with two decimals, the one rounding every answer uses. */
export function hoursOf(seconds: number): number {
  return Math.round(seconds / 36) / 100;
}

export function centsToMoney(cents: number): number {
  return cents / 100;
}

export interface AppFact {
  name: string;
  hours: number;
}

export interface MemberFact {
  memberId: string;
  userId: string;
  name: string;
  hours: number;
  billableHours: number;
  entries: number;
  /** weeklyCapacityHours spread over the organization's working days in the period; null without a capacity. */
  capacityHours: number | null;
  /** Hours beyond the capacity for the period; 0 when none or no capacity. */
  overtimeHours: number;
  /** Idle hours discarded from their entries. */
  idleHours: number;
  /** Of `hours`: still waiting for review. */
  pendingHours: number;
  /** Their rejected time in the period: in none of the figures above, said apart so "no time" is never said of it. */
  rejectedHours: number;
  /** Active seconds over slot seconds, whole percent; null without activity slots. */
  activityPercent: number | null;
  projects: Array<{ name: string; hours: number }>;
  /** The tasks they logged time to (entries with a task), most hours first. */
  tasks: Array<{ name: string; hours: number }>;
  topApps: AppFact[];
}

export interface ProjectFact {
  projectId: string | null;
  name: string;
  hours: number;
  billableHours: number;
  /** Billable amount of the period; null when the caller may not see money. */
  billableAmount: number | null;
  people: number;
}

export interface PeriodFacts {
  from: string;
  to: string;
  /** Where its days (byDay, days) begin. */
  timeZone: string;
  days: number;
  totals: {
    hours: number;
    billableHours: number;
    entries: number;
    people: number;
    billableAmount: number | null;
    idleHours: number;
    /** Of `hours`: approved by a reviewer, and still waiting for review (told apart, never mixed). */
    approvedHours: number;
    pendingHours: number;
    /** Rejected time in the period: not worked or billable time, so in none of the figures above. */
    rejectedHours: number;
  };
  members: MemberFact[];
  projects: ProjectFact[];
  byDay: Array<{ date: string; hours: number }>;
  topApps: AppFact[];
  notes: Array<{ member: string; project: string | null; note: string }>;
}

interface Accumulator {
  seconds: number;
  billableSeconds: number;
  billableCents: number;
  entries: number;
  idleSeconds: number;
}

const empty = (): Accumulator => ({ seconds: 0, billableSeconds: 0, billableCents: 0, entries: 0, idleSeconds: 0 });

function topApps(usages: UsageFactRow[], limit = TOP_APPS): AppFact[] {
  const seconds = new Map<string, number>();
  for (const usage of usages) seconds.set(usage.name, (seconds.get(usage.name) ?? 0) + usage.seconds);
  return [...seconds.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([name, total]) => ({ name, hours: hoursOf(total) }));
}

function activityPercent(slots: SlotFactRow[]): number | null {
  const length = slots.reduce((sum, slot) => sum + (slot.endTime.getTime() - slot.startTime.getTime()) / 1000, 0);
  if (length <= 0) return null;
  const active = slots.reduce((sum, slot) => sum + slot.activeSeconds, 0);
  return Math.round((active / length) * 100);
}

/** The local days of a window, each cut to the window (its last one ends at `now` in a running week). */
function daysWithin(window: Window, zone: TimeZone): Array<{ date: string; start: Date; end: Date }> {
  return daysOf(window, zone).map((day) => ({
    date: day.day,
    start: day.start < window.start ? window.start : day.start,
    end: day.end > window.end ? window.end : day.end,
  }));
}

/** Where the days of the facts begin and which of them hold capacity (docs/time-zones.md). */
export interface FactCalendar {
  timeZone: TimeZone;
  workingDays: readonly Weekday[];
}

interface FactInputs {
  window: Window;
  calendar: FactCalendar;
  now: Date;
  members: MemberRow[];
  entries: EntryFactRow[];
  slots: SlotFactRow[];
  usages: UsageFactRow[];
  canSeeMoney: boolean;
}

/** Named seconds as hours, most first (then by name). */
function byHours(seconds: Map<string, number> | undefined): Array<{ name: string; hours: number }> {
  return [...(seconds ?? new Map<string, number>()).entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, total]) => ({ name, hours: hoursOf(total) }));
}

/** The facts of a period, for the members whose rows are given (the caller's scope decides). */
export function periodFacts(input: FactInputs): PeriodFacts {
  const { window, now, canSeeMoney, calendar } = input;
  const dayWindows = daysWithin(window, calendar.timeZone);
  const days = Math.max(1, dayWindows.length);
  // Capacity of every working day the window touches (a running week's today counts whole).
  const factor = dayWindows.length
    ? capacityFactor(dayWindows[0]!.date, dayWindows.at(-1)!.date, calendar.workingDays)
    : 0;
  const total = empty();
  const byStatus = { APPROVED: 0, PENDING: 0, REJECTED: 0 };
  const perMember = new Map<string, Accumulator>();
  const perMemberStatus = new Map<string, { PENDING: number; REJECTED: number }>();
  const countStatus = (memberId: string, status: 'PENDING' | 'REJECTED', seconds: number) => {
    const counts = perMemberStatus.get(memberId) ?? { PENDING: 0, REJECTED: 0 };
    counts[status] += seconds;
    perMemberStatus.set(memberId, counts);
  };
  const perMemberProject = new Map<string, Map<string, number>>();
  const perMemberTask = new Map<string, Map<string, number>>();
  const perProject = new Map<string, { name: string; acc: Accumulator; people: Set<string> }>();
  const perDay = dayWindows.map(() => 0);
  const names = new Map(input.members.map((member) => [member.memberId, member.name]));
  const notes: PeriodFacts['notes'] = [];

  for (const entry of input.entries) {
    const span = { start: entry.startTime, end: entry.endTime, idleSeconds: entry.idleSeconds };
    const seconds = workedSecondsWithin(span, window, now);
    if (seconds <= 0) continue;
    // The product's rule (as in GET /financials/summary and the reports): rejected time is neither
    // worked nor billable time; it is only counted as rejected.
    if (entry.status === 'REJECTED') {
      byStatus.REJECTED += seconds;
      countStatus(entry.memberId, 'REJECTED', seconds);
      continue;
    }
    byStatus[entry.status === 'APPROVED' ? 'APPROVED' : 'PENDING'] += seconds;
    if (entry.status !== 'APPROVED') countStatus(entry.memberId, 'PENDING', seconds);
    const idleSeconds = idleSecondsWithin(span, window, now);
    const cents = entry.isBillable ? amountInCents(seconds, entry.billRate) : 0;
    const projectKey = entry.projectId ?? 'none';
    const projectName = entry.projectName ?? 'No project';
    const member = perMember.get(entry.memberId) ?? empty();
    const project = perProject.get(projectKey) ?? { name: projectName, acc: empty(), people: new Set<string>() };
    for (const acc of [total, member, project.acc]) {
      acc.seconds += seconds;
      acc.entries += 1;
      acc.idleSeconds += idleSeconds;
      if (entry.isBillable) {
        acc.billableSeconds += seconds;
        acc.billableCents += cents;
      }
    }
    project.people.add(entry.memberId);
    perMember.set(entry.memberId, member);
    perProject.set(projectKey, project);
    const memberProjects = perMemberProject.get(entry.memberId) ?? new Map<string, number>();
    memberProjects.set(projectName, (memberProjects.get(projectName) ?? 0) + seconds);
    perMemberProject.set(entry.memberId, memberProjects);
    if (entry.taskName) {
      const memberTasks = perMemberTask.get(entry.memberId) ?? new Map<string, number>();
      memberTasks.set(entry.taskName, (memberTasks.get(entry.taskName) ?? 0) + seconds);
      perMemberTask.set(entry.memberId, memberTasks);
    }
    dayWindows.forEach((day, index) => (perDay[index]! += workedSecondsWithin(span, day, now)));
    if (entry.notes?.trim()) {
      notes.push({
        member: names.get(entry.memberId) ?? 'Unknown',
        project: entry.projectName,
        note: entry.notes.trim(),
      });
    }
  }

  const members: MemberFact[] = input.members
    .filter(
      (member) => member.status === 'ACTIVE' || perMember.has(member.memberId) || perMemberStatus.has(member.memberId),
    )
    .map((member) => {
      const acc = perMember.get(member.memberId) ?? empty();
      const status = perMemberStatus.get(member.memberId);
      const hours = hoursOf(acc.seconds);
      const capacity = capacityHours(member.weeklyCapacityHours, factor);
      return {
        memberId: member.memberId,
        userId: member.userId,
        name: member.name,
        hours,
        billableHours: hoursOf(acc.billableSeconds),
        entries: acc.entries,
        capacityHours: capacity,
        overtimeHours: capacity === null ? 0 : Math.max(0, Math.round((hours - capacity) * 100) / 100),
        idleHours: hoursOf(acc.idleSeconds),
        pendingHours: hoursOf(status?.PENDING ?? 0),
        rejectedHours: hoursOf(status?.REJECTED ?? 0),
        activityPercent: activityPercent(input.slots.filter((slot) => slot.memberId === member.memberId)),
        projects: byHours(perMemberProject.get(member.memberId)),
        tasks: byHours(perMemberTask.get(member.memberId)),
        topApps: topApps(input.usages.filter((usage) => usage.memberId === member.memberId)),
      };
    })
    .sort((a, b) => b.hours - a.hours || a.name.localeCompare(b.name));

  const projects: ProjectFact[] = [...perProject.entries()]
    .map(([key, project]) => ({
      projectId: key === 'none' ? null : key,
      name: project.name,
      hours: hoursOf(project.acc.seconds),
      billableHours: hoursOf(project.acc.billableSeconds),
      billableAmount: canSeeMoney ? centsToMoney(project.acc.billableCents) : null,
      people: project.people.size,
    }))
    .sort((a, b) => b.hours - a.hours || a.name.localeCompare(b.name));

  return {
    from: window.start.toISOString(),
    to: window.end.toISOString(),
    timeZone: calendar.timeZone,
    days,
    totals: {
      hours: hoursOf(total.seconds),
      billableHours: hoursOf(total.billableSeconds),
      entries: total.entries,
      people: perMember.size,
      billableAmount: canSeeMoney ? centsToMoney(total.billableCents) : null,
      idleHours: hoursOf(total.idleSeconds),
      approvedHours: hoursOf(byStatus.APPROVED),
      pendingHours: hoursOf(byStatus.PENDING),
      rejectedHours: hoursOf(byStatus.REJECTED),
    },
    members,
    projects,
    byDay: dayWindows.map((day, index) => ({ date: day.date, hours: hoursOf(perDay[index]!) })),
    topApps: topApps(input.usages),
    notes,
  };
}

/**
 * The day a day's figures are compared with, like for like: a working day with the working day
 * before it (a Monday with the Friday before, not with Sunday), a day off with the same weekday a
 * week earlier (a Saturday with last Saturday).
 */
export function comparableDay(day: Day, workingDays: readonly Weekday[]): Day {
  const working = new Set(workingDays);
  if (!working.has(isoWeekday(dayStart(day)))) return addDaysToDay(day, -7);
  for (let back = 1; back < 7; back += 1) {
    const candidate = addDaysToDay(day, -back);
    if (working.has(isoWeekday(dayStart(candidate)))) return candidate;
  }
  return addDaysToDay(day, -7);
}

/** The change from a previous period's hours, in whole percent; null when there was nothing before. */
export function changePercent(previous: number, current: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** Budget use of a project, from its all-time totals. */
export function budgetStatus(
  project: Pick<ProjectRow, 'budgetType' | 'totalBudget'>,
  totals: { workedSeconds: number; billableCents: number },
  canSeeMoney: boolean,
) {
  const budget = Number(project.totalBudget);
  const hourly = project.budgetType === 'HOURLY';
  if (!hourly && !canSeeMoney) return null;
  const used = hourly ? hoursOf(totals.workedSeconds) : centsToMoney(totals.billableCents);
  return {
    type: project.budgetType as 'FIXED' | 'HOURLY',
    budget,
    used,
    usedPercent: budget > 0 ? Math.round((used / budget) * 10000) / 100 : null,
    overBudget: budget > 0 && used > budget,
  };
}

/** One screenshot as a report states it: when, and how active the member was in its slot. */
export interface ScreenshotShot {
  capturedAt: string;
  /** The activity of the slot it was taken in, percent with one decimal (as GET /screenshots); null without a slot. */
  activityPercent: number | null;
  blurred: boolean;
  requestedLive: boolean;
}

/** The screenshots backing a task or a day: how many, how many blurred or asked for live, and when. */
export interface ScreenshotsFact {
  count: number;
  blurred: number;
  requestedLive: number;
  /** Oldest first. */
  shots: ScreenshotShot[];
}

export function screenshotsFact(rows: ScreenshotMetadataRow[]): ScreenshotsFact {
  return {
    count: rows.length,
    blurred: rows.filter((row) => row.isBlurred).length,
    requestedLive: rows.filter((row) => row.requestedLive).length,
    shots: [...rows]
      .sort((a, b) => a.capturedAt.getTime() - b.capturedAt.getTime())
      .map((row) => ({
        capturedAt: row.capturedAt.toISOString(),
        activityPercent: screenshotActivityPercent(
          row.activeSeconds,
          row.slotSeconds === null ? null : Number(row.slotSeconds),
        ),
        blurred: row.isBlurred,
        requestedLive: row.requestedLive,
      })),
  };
}

/**
 * Which task each screenshot backs: the member's first entry (oldest start) whose span
 * [start, end) holds its capture time, a running entry ending now. Each screenshot counts once;
 * those taken outside every entry are returned apart.
 */
export function screenshotsByEntry(
  entries: Array<Pick<EntryFactRow, 'id' | 'memberId' | 'startTime' | 'endTime'>>,
  shots: ScreenshotMetadataRow[],
  now: Date,
): { byEntry: Map<string, ScreenshotMetadataRow[]>; outside: ScreenshotMetadataRow[] } {
  const ordered = [...entries].sort(
    (a, b) => a.startTime.getTime() - b.startTime.getTime() || a.id.localeCompare(b.id),
  );
  const byEntry = new Map<string, ScreenshotMetadataRow[]>();
  const outside: ScreenshotMetadataRow[] = [];
  for (const shot of shots) {
    const at = shot.capturedAt.getTime();
    const entry = ordered.find(
      (candidate) =>
        candidate.memberId === shot.memberId &&
        candidate.startTime.getTime() <= at &&
        at < (candidate.endTime ?? now).getTime(),
    );
    if (!entry) outside.push(shot);
    else byEntry.set(entry.id, [...(byEntry.get(entry.id) ?? []), shot]);
  }
  return { byEntry, outside };
}
