// The chat tools a manager's questions need beyond hours and money (issue 20 item 4): who has
// not tracked today, budgets at risk, capacity, idle time, this week against last week, what a
// person worked on and which projects took the time. Each reads the same facts as the AI
// summaries (facts.service.ts) within the caller's scope, so it answers only what the caller may see.
import { addDaysToDay, dayOf, daysRange, weekStartDay } from '../../platform/dates.js';
import type { Executor } from '../../platform/db/index.js';
import { periodMoney } from '../financials/index.js';
import { projectTimeReader } from '../time/index.js';
import type { ToolResult } from './chat.tools.js';
import type { ProjectRow, Window } from './facts.repository.js';
import { budgetStatus, changePercent } from './facts.rules.js';
import { factsOf, type Scope } from './facts.service.js';

/** What the runner lends its team tools: the period and member lookups it already checks. */
interface RunnerParts {
  db: Executor;
  scope: Scope;
  now: Date;
  periodOf(args: Record<string, unknown>): Window | ToolResult;
  isWindow(value: Window | ToolResult): value is Window;
  periodLabel(window: Window): { from: string; to: string };
  memberNamed(name: unknown): Promise<{ memberId: string; name: string } | { error: string } | null>;
  /** The projects the caller may open (facts.service visibleProjects), read once per answer. */
  projectsOnce(): Promise<ProjectRow[]>;
}

/** Budgets at or above this share of use are "near". */
const NEAR_BUDGET_PERCENT = 80;

export function teamTools(parts: RunnerParts): Record<string, (args: Record<string, unknown>) => Promise<ToolResult>> {
  const { db, scope, now } = parts;
  const { timeZone, firstDayOfWeek } = scope.calendar;
  const today = dayOf(now, timeZone);

  /** The facts of the period, for one named member or everyone the caller may see. */
  async function factsFor(
    args: Record<string, unknown>,
  ): Promise<
    | { refused: ToolResult }
    | { window: Window; member: { memberId: string; name: string } | null; facts: Awaited<ReturnType<typeof factsOf>> }
  > {
    const window = parts.periodOf(args);
    if (!parts.isWindow(window)) return { refused: window };
    const member = args.member === undefined ? null : await parts.memberNamed(args.member);
    if (member && 'error' in member) return { refused: member };
    const narrowed = member ? { ...scope, memberIds: [member.memberId] } : scope;
    return { window, member, facts: await factsOf(db, narrowed, window, now) };
  }

  return {
    async not_tracked_today() {
      const facts = await factsOf(db, scope, daysRange(today, today, timeZone), now);
      return { day: today, members: facts.members.filter((m) => m.hours === 0).map((m) => ({ name: m.name })) };
    },

    async budgets_at_risk() {
      // Only projects the caller may open: another project's budget would reveal its hours.
      const projects = (await parts.projectsOnce()).filter((p) => !p.archivedAt && Number(p.totalBudget) > 0);
      const totals = await projectTimeReader.totalsByProject(
        db,
        scope.orgId,
        projects.map((p) => p.projectId),
        'NOT_REJECTED',
      );
      const statuses = projects.flatMap((project) => {
        const status = budgetStatus(
          project,
          totals.get(project.projectId) ?? { workedSeconds: 0, billableCents: 0 },
          scope.canSeeMoney,
        );
        return status && status.usedPercent !== null ? [{ project: project.name, ...status }] : [];
      });
      return {
        over: statuses.filter((s) => s.overBudget),
        near: statuses.filter((s) => !s.overBudget && s.usedPercent! >= NEAR_BUDGET_PERCENT),
      };
    },

    async capacity(args) {
      const found = await factsFor(args);
      if ('refused' in found) return found.refused;
      const withCapacity = found.facts.members.filter((m) => m.capacityHours !== null);
      return {
        ...parts.periodLabel(found.window),
        over: withCapacity.filter((m) => m.overtimeHours > 0),
        under: withCapacity.filter((m) => m.hours < m.capacityHours!),
      };
    },

    async idle_time(args) {
      const found = await factsFor(args);
      if ('refused' in found) return found.refused;
      return {
        ...parts.periodLabel(found.window),
        member: found.member?.name ?? null,
        idleHours: found.facts.totals.idleHours,
        members: found.member
          ? []
          : found.facts.members.filter((m) => m.idleHours > 0).map((m) => ({ name: m.name, hours: m.idleHours })),
      };
    },

    async compare_weeks(args) {
      const thisWeekFrom = weekStartDay(today, firstDayOfWeek);
      const lastWeekFrom = addDaysToDay(thisWeekFrom, -7);
      const lastWeekTo = addDaysToDay(thisWeekFrom, -1);
      const [current, previous] = await Promise.all([
        factsFor({ ...args, from: thisWeekFrom, to: today }),
        factsFor({ ...args, from: lastWeekFrom, to: lastWeekTo }),
      ]);
      if ('refused' in current) return current.refused;
      if ('refused' in previous) return previous.refused;
      const [thisWeekHours, lastWeekHours] = [current.facts.totals.hours, previous.facts.totals.hours];
      return {
        member: current.member?.name ?? null,
        thisWeekFrom,
        today,
        thisWeekHours,
        lastWeekFrom,
        lastWeekTo,
        lastWeekHours,
        changePercent: changePercent(lastWeekHours, thisWeekHours),
      };
    },

    async work_of(args) {
      if (args.member === undefined) return { error: 'Name a person' };
      const found = await factsFor(args);
      if ('refused' in found) return found.refused;
      const person = found.facts.members.find((m) => m.memberId === found.member?.memberId);
      return {
        ...parts.periodLabel(found.window),
        member: found.member?.name,
        pendingHours: person?.pendingHours ?? 0,
        rejectedHours: person?.rejectedHours ?? 0,
        projects: person?.projects ?? [],
        tasks: person?.tasks ?? [],
        notes: found.facts.notes.filter((note) => note.member === found.member?.name),
      };
    },

    async project_profits(args) {
      if (!scope.canSeeMoney) return { error: 'Your role does not include profit and other amounts of money' };
      const window = parts.periodOf(args);
      if (!parts.isWindow(window)) return window;
      const { from, to } = parts.periodLabel(window);
      const projects = (await periodMoney(db, scope.orgId, timeZone, { from, to })).projects
        .map((p) => ({ name: p.projectName ?? 'No project', revenue: p.revenue, cost: p.cost, profit: p.profit }))
        .sort((a, b) => b.profit - a.profit || a.name.localeCompare(b.name));
      return { from, to, projects };
    },

    async top_projects(args) {
      const found = await factsFor(args);
      if ('refused' in found) return found.refused;
      return {
        ...parts.periodLabel(found.window),
        rejectedHours: found.facts.totals.rejectedHours,
        projects: found.facts.projects.map((p) => ({ name: p.name, hours: p.hours })),
      };
    },
  };
}
