import { personalCalendar, type TenantContext } from '../../platform/auth/context.js';
import { addDays, dayRange, daysOf, type Weekday } from '../../platform/dates.js';
import type { Executor } from '../../platform/db/index.js';
import { calendarOf } from '../organizations/index.js';
import { findLoggableProject } from '../projects/index.js';
import { screenshotMetadataIn } from '../screenshots/index.js';
import { projectTimeReader, workedSecondsWithin } from '../time/index.js';
import type { BudgetFact, DailySummaryFacts, OverviewFacts, WorkDayFacts, WorkDayTask } from './engine.js';
import {
  appUsageIn,
  entriesIn,
  membersOf,
  projectsOf,
  slotsIn,
  type EntryFactRow,
  type ProjectRow,
  type Window,
} from './facts.repository.js';
import {
  budgetStatus,
  changePercent,
  comparableDay,
  hoursOf,
  periodFacts,
  screenshotsByEntry,
  screenshotsFact,
  type FactCalendar,
  type PeriodFacts,
} from './facts.rules.js';
import { inferSkills } from './skills.rules.js';

/**
 * Whose data an answer may cover: everyone's with time.read.all, else the caller's own; money
 * only with financials.read (docs/rbac.md: an AI answer never holds what the caller could not
 * read through the other routes).
 */
export interface Scope {
  orgId: string;
  /** Null: the whole organization. */
  memberIds: string[] | null;
  canSeeMoney: boolean;
  /**
   * Whose screenshots it may count, within memberIds: null everyone's (screenshots.read.all),
   * else the caller's own only (as GET /screenshots).
   */
  screenshotMemberIds: string[] | null;
  /**
   * Whose activity (slots: activity %, applications, untracked minutes) it may state, within
   * memberIds: null everyone's (activities.read.all), else the caller's own (as GET /activities/summary).
   */
  activityMemberIds: string[] | null;
  /**
   * Which projects it may name (budgets, lookups, the chat's directory): every one with
   * projects.read.all, else those `memberId` is assigned to, as GET /projects lists them.
   */
  projects: { all: true } | { all: false; memberId: string };
  /** Where its days and weeks begin and which days hold capacity (docs/time-zones.md). */
  calendar: FactCalendar & { firstDayOfWeek: Weekday };
}

/**
 * The caller's scope. An answer that can only be about the caller's own time is a personal view:
 * its days begin in the caller's own time zone (the organization's unless they set one); an
 * answer about the team uses the organization's days, the same for everyone who asks.
 */
export async function scopeOf(db: Executor, ctx: TenantContext): Promise<Scope> {
  const memberIds = ctx.permissions.has('time.read.all') ? null : [ctx.memberId];
  return {
    orgId: ctx.orgId,
    memberIds,
    canSeeMoney: ctx.permissions.has('financials.read'),
    screenshotMemberIds: ctx.permissions.has('screenshots.read.all') ? null : [ctx.memberId],
    activityMemberIds: ctx.permissions.has('activities.read.all') ? null : [ctx.memberId],
    projects: ctx.permissions.has('projects.read.all') ? { all: true } : { all: false, memberId: ctx.memberId },
    calendar: memberIds ? personalCalendar(ctx) : ctx.calendar,
  };
}

/** The whole organization with money, in its calendar: the scheduled report, mailed to Owners and Admins. */
export async function systemScope(db: Executor, orgId: string): Promise<Scope> {
  return {
    orgId,
    memberIds: null,
    canSeeMoney: true,
    screenshotMemberIds: null,
    activityMemberIds: null,
    projects: { all: true },
    calendar: await calendarOf(db, orgId),
  };
}

/**
 * The organization's projects the scope may open. Assignment is the projects module's rule, read
 * through its own export (findLoggableProject) rather than restated here.
 */
export async function visibleProjects(db: Executor, scope: Scope): Promise<ProjectRow[]> {
  const all = await projectsOf(db, scope.orgId);
  if (scope.projects.all) return all;
  const { memberId } = scope.projects;
  const seen = await Promise.all(
    all.map((project) => findLoggableProject(db, scope.orgId, project.projectId, memberId)),
  );
  return all.filter((_, index) => seen[index]?.assigned === true);
}

/** May the scope state this member's screenshots? */
function seesScreenshotsOf(scope: Scope, memberId: string): boolean {
  return (
    (scope.memberIds === null || scope.memberIds.includes(memberId)) &&
    (scope.screenshotMemberIds === null || scope.screenshotMemberIds.includes(memberId))
  );
}

/** The members every limit allows (null: no limit); undefined when none limits. */
function idsWithin(...limits: Array<string[] | null>): string[] | undefined {
  const given = limits.filter((ids): ids is string[] => ids !== null);
  return given.length ? given.reduce((a, b) => a.filter((id) => b.includes(id))) : undefined;
}

/** Screenshot metadata of the window for the members whose screenshots the scope may see. */
async function visibleScreenshots(db: Executor, scope: Scope, window: Window) {
  const ids = idsWithin(scope.memberIds, scope.screenshotMemberIds);
  if (ids?.length === 0) return [];
  return screenshotMetadataIn(db, scope.orgId, window, ids);
}

/** Activity slots and their application usage of the window, for the members whose activity the scope may see. */
async function visibleActivity(db: Executor, scope: Scope, window: Window) {
  const ids = idsWithin(scope.memberIds, scope.activityMemberIds);
  if (ids?.length === 0) return { slots: [], usages: [] };
  const [slots, usages] = await Promise.all([
    slotsIn(db, scope.orgId, window, ids),
    appUsageIn(db, scope.orgId, window, ids),
  ]);
  return { slots, usages };
}

/**
 * The facts of a window within the scope. `only` narrows the counted entries (a client's
 * projects, one task) while the members stay the scope's, so "nobody" still lists everyone.
 */
export async function factsOf(
  db: Executor,
  scope: Scope,
  window: Window,
  now: Date,
  only: (entry: EntryFactRow) => boolean = () => true,
): Promise<PeriodFacts> {
  const ids = scope.memberIds ?? undefined;
  const [allMembers, entries, { slots, usages }] = await Promise.all([
    membersOf(db, scope.orgId),
    entriesIn(db, scope.orgId, window, ids),
    visibleActivity(db, scope, window),
  ]);
  const members = ids ? allMembers.filter((member) => ids.includes(member.memberId)) : allMembers;
  return periodFacts({
    window,
    calendar: scope.calendar,
    now,
    members,
    entries: entries.filter(only),
    slots,
    usages,
    canSeeMoney: scope.canSeeMoney,
  });
}

export async function dailySummaryFacts(
  db: Executor,
  scope: Scope,
  date: string,
  now: Date,
): Promise<DailySummaryFacts> {
  const window = dayRange(date, scope.calendar.timeZone);
  // Like for like: a Monday against the Friday before, a Saturday against last Saturday.
  const previousDay = comparableDay(date, scope.calendar.workingDays);
  const previous = dayRange(previousDay, scope.calendar.timeZone);
  const [period, before, shots] = await Promise.all([
    factsOf(db, scope, window, now),
    factsOf(db, scope, previous, now),
    visibleScreenshots(db, scope, window),
  ]);
  const screenshots = period.members
    .map((member) => {
      const { shots: _times, ...counts } = screenshotsFact(shots.filter((shot) => shot.memberId === member.memberId));
      return { member: member.name, ...counts };
    })
    .filter((member) => member.count > 0)
    .sort((a, b) => b.count - a.count || a.member.localeCompare(b.member));
  return { date, period, previousDay, previousDayHours: before.totals.hours, screenshots };
}

async function budgetsOf(db: Executor, scope: Scope, names: Set<string>): Promise<BudgetFact[]> {
  const projects = (await visibleProjects(db, scope)).filter((project) => names.has(project.name));
  const totals = await projectTimeReader.totalsByProject(
    db,
    scope.orgId,
    projects.map((project) => project.projectId),
    'NOT_REJECTED',
  );
  return projects.flatMap((project) => {
    const status = budgetStatus(
      project,
      totals.get(project.projectId) ?? { workedSeconds: 0, billableCents: 0 },
      scope.canSeeMoney,
    );
    return status ? [{ project: project.name, ...status }] : [];
  });
}

/**
 * Overview and weekly report facts: the period, the one before it, budgets of active projects and
 * skills. The period before is the same span `shiftDays` local days earlier (by default as many
 * days as the period touches, so it ends where the period starts for whole days).
 */
export async function overviewFacts(
  db: Executor,
  scope: Scope,
  window: Window,
  now: Date,
  shiftDays = daysOf(window, scope.calendar.timeZone).length,
): Promise<OverviewFacts> {
  const zone = scope.calendar.timeZone;
  const previousWindow = { start: addDays(window.start, -shiftDays, zone), end: addDays(window.end, -shiftDays, zone) };
  const [period, previous] = await Promise.all([
    factsOf(db, scope, window, now),
    factsOf(db, scope, previousWindow, now),
  ]);
  const budgets = await budgetsOf(db, scope, new Set(period.projects.map((project) => project.name)));
  const skills = period.members
    .map((member) => ({
      member: member.name,
      skills: inferSkills({
        apps: member.topApps.map((app) => app.name),
        tasks: member.tasks.map((task) => task.name),
        notes: period.notes.filter((note) => note.member === member.name).map((note) => note.note),
      }),
    }))
    .filter((entry) => entry.skills.length > 0);
  return {
    period,
    previousPeriodHours: previous.totals.hours,
    changePercent: changePercent(previous.totals.hours, period.totals.hours),
    budgets,
    skills,
  };
}

/**
 * A day reconstructed per person: their entries as tasks, with activity and applications of the
 * slots inside and the screenshots taken during each (docs/ai.md).
 */
export async function workDayFacts(db: Executor, scope: Scope, date: string, now: Date): Promise<WorkDayFacts> {
  const window = dayRange(date, scope.calendar.timeZone);
  const ids = scope.memberIds ?? undefined;
  const [allMembers, entries, { slots, usages }, shots] = await Promise.all([
    membersOf(db, scope.orgId),
    entriesIn(db, scope.orgId, window, ids),
    visibleActivity(db, scope, window),
    visibleScreenshots(db, scope, window),
  ]);
  const members = ids ? allMembers.filter((member) => ids.includes(member.memberId)) : allMembers;
  const period = periodFacts({
    window,
    calendar: scope.calendar,
    now,
    members,
    entries,
    slots,
    usages,
    canSeeMoney: false,
  });
  const screenshotsOf = screenshotsByEntry(entries, shots, now);
  const people = period.members
    .filter(
      (member) =>
        member.entries > 0 ||
        member.rejectedHours > 0 ||
        slots.some((slot) => slot.memberId === member.memberId) ||
        shots.some((shot) => shot.memberId === member.memberId),
    )
    .map((member) => {
      const seesScreenshots = seesScreenshotsOf(scope, member.memberId);
      const tasks: WorkDayTask[] = entries
        .filter((entry) => entry.memberId === member.memberId)
        .map((entry) => {
          const entrySlots = slots.filter((slot) => slot.timeEntryId === entry.id);
          const slotSeconds = entrySlots.reduce(
            (sum, s) => sum + (s.endTime.getTime() - s.startTime.getTime()) / 1000,
            0,
          );
          const active = entrySlots.reduce((sum, s) => sum + s.activeSeconds, 0);
          const apps = new Map<string, number>();
          for (const usage of usages.filter((u) => u.timeEntryId === entry.id)) {
            apps.set(usage.name, (apps.get(usage.name) ?? 0) + usage.seconds);
          }
          const end = entry.endTime ?? null;
          const seconds = workedSecondsWithin(
            { start: entry.startTime, end, idleSeconds: entry.idleSeconds },
            window,
            now,
          );
          return {
            start: entry.startTime.toISOString(),
            end: end?.toISOString() ?? null,
            project: entry.projectName,
            notes: entry.notes,
            hours: hoursOf(seconds),
            // The column's check constraint holds it to these three.
            status: entry.status as WorkDayTask['status'],
            activityPercent: slotSeconds > 0 ? Math.round((active / slotSeconds) * 100) : null,
            apps: [...apps.entries()]
              .sort((a, b) => b[1] - a[1])
              .map(([name]) => name)
              .slice(0, 3),
            screenshots: seesScreenshots ? screenshotsFact(screenshotsOf.byEntry.get(entry.id) ?? []) : null,
          };
        });
      const untracked = slots
        .filter((slot) => slot.memberId === member.memberId && slot.timeEntryId === null)
        .reduce((sum, slot) => sum + (slot.endTime.getTime() - slot.startTime.getTime()) / 60_000, 0);
      return {
        memberId: member.memberId,
        name: member.name,
        hours: member.hours,
        rejectedHours: member.rejectedHours,
        tasks,
        untrackedActivityMinutes: Math.round(untracked),
        screenshotsOutsideTasks: seesScreenshots
          ? screenshotsFact(screenshotsOf.outside.filter((shot) => shot.memberId === member.memberId))
          : null,
      };
    });
  return { date, timeZone: scope.calendar.timeZone, people };
}
