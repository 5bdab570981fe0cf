import { addDays, dayOf, daysRange, weekStartDay } from '../../platform/dates.js';
import type { Executor } from '../../platform/db/index.js';
import { periodMoney } from '../financials/index.js';
import { amountInCents, projectTimeReader, workedSeconds } from '../time/index.js';
import type { ToolRunner } from './engine.js';
import type { ToolResult } from './chat.tools.js';
import { entriesIn, membersOf, tasksOf, type EntryFactRow, type Window } from './facts.repository.js';
import { budgetStatus, centsToMoney } from './facts.rules.js';
import { factsOf, visibleProjects, type Scope } from './facts.service.js';
import { teamTools } from './chat.team-tools.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A lookup that failed, with the reason the answer states. */
type Refusal = { error: string };

const normalize = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Runs chat tools for one caller: every query is scoped to their organization, to their own data
 * without time.read.all, to the projects they may open (assigned, unless projects.read.all; any
 * other project is "not found", as GET /projects/{id} answers 404), and refuses money without
 * financials.read. Unknown arguments (an
 * organization id, say) are ignored; a name is looked up in the caller's organization only. Days
 * are the scope's (its calendar's zone), and the default period is this week so far.
 */
export function createToolRunner(db: Executor, scope: Scope, now: Date): ToolRunner {
  const { timeZone, firstDayOfWeek } = scope.calendar;
  const today = dayOf(now, timeZone);
  // Read once per chat: the directory and every project lookup of the answer share it.
  let visible: ReturnType<typeof visibleProjects> | undefined;
  const projectsOnce = () => (visible ??= visibleProjects(db, scope));

  function periodOf(args: Record<string, unknown>): Window | ToolResult {
    const from = typeof args.from === 'string' ? args.from : weekStartDay(today, firstDayOfWeek);
    const to = typeof args.to === 'string' ? args.to : today;
    if (
      !DAY.test(from) ||
      !DAY.test(to) ||
      Number.isNaN(Date.parse(from)) ||
      Number.isNaN(Date.parse(to)) ||
      to < from
    ) {
      return { error: 'from and to must be days YYYY-MM-DD with from on or before to' };
    }
    return daysRange(from, to, timeZone);
  }
  const isWindow = (value: Window | ToolResult): value is Window => value.start instanceof Date;
  const periodLabel = (window: Window) => ({
    from: dayOf(window.start, timeZone),
    to: dayOf(addDays(window.end, -1, timeZone), timeZone),
  });

  async function memberNamed(name: unknown) {
    if (typeof name !== 'string' || !name.trim()) return null;
    const wanted = normalize(name);
    const all = await membersOf(db, scope.orgId);
    const exact = all.filter((member) => normalize(member.name) === wanted);
    const byFirst = all.filter((member) => normalize(member.name).split(' ')[0] === wanted);
    const found = exact.length === 1 ? exact[0] : byFirst.length === 1 ? byFirst[0] : undefined;
    if (!found) return { error: `No member called "${name}" in this organization` };
    if (scope.memberIds && !scope.memberIds.includes(found.memberId)) {
      return { error: "You can ask about your own time only: your role does not include seeing other people's time" };
    }
    return found;
  }

  async function projectNamed(name: unknown) {
    if (typeof name !== 'string' || !name.trim()) return { error: 'Name a project' };
    const wanted = normalize(name);
    const found = (await projectsOnce()).find((project) => normalize(project.name) === wanted);
    return found ?? { error: `No project called "${name}" in this organization` };
  }

  /** A client of the projects the caller may open, with those projects. */
  async function clientNamed(
    name: unknown,
  ): Promise<Refusal | { clientId: string; name: string; projectIds: string[] }> {
    if (typeof name !== 'string' || !name.trim()) return { error: 'Name a client' };
    const wanted = normalize(name);
    const projects = (await projectsOnce()).filter((project) => normalize(project.clientName) === wanted);
    if (!projects.length) return { error: `No client called "${name}" in this organization` };
    return {
      clientId: projects[0]!.clientId,
      name: projects[0]!.clientName,
      projectIds: projects.map((p) => p.projectId),
    };
  }

  /** A task of the projects the caller may open (one name may be a task of several projects). */
  async function taskNamed(name: unknown): Promise<Refusal | { name: string; taskIds: string[] }> {
    if (typeof name !== 'string' || !name.trim()) return { error: 'Name a task' };
    const wanted = normalize(name);
    const projects = await projectsOnce();
    const found = (
      await tasksOf(
        db,
        scope.orgId,
        projects.map((p) => p.projectId),
      )
    ).filter((task) => normalize(task.name) === wanted);
    if (!found.length) return { error: `No task called "${name}" in this organization` };
    return { name: found[0]!.name, taskIds: found.map((task) => task.taskId) };
  }

  /** The optional project, client and task of a question, each resolved or refused by name. */
  async function workNamed(args: Record<string, unknown>) {
    const project = args.project === undefined ? null : await projectNamed(args.project);
    if (project && 'error' in project) return project;
    const client = args.client === undefined ? null : await clientNamed(args.client);
    if (client && 'error' in client) return client;
    const task = args.task === undefined ? null : await taskNamed(args.task);
    if (task && 'error' in task) return task;
    const only = (entry: EntryFactRow) =>
      (!project || entry.projectId === project.projectId) &&
      (!client || (entry.projectId !== null && client.projectIds.includes(entry.projectId))) &&
      (!task || (entry.taskId !== null && task.taskIds.includes(entry.taskId)));
    return { project, client, task, only };
  }

  /**
   * The billable amount of the period's finished, unrejected entries that are on no invoice yet,
   * counted by start day as the financial summary counts them, at each entry's bill rate (a FIXED
   * project's cap is applied when it is invoiced, not here). The whole organization's, as GET
   * /financials/summary shows money to whoever holds financials.read.
   */
  async function unbilledCents(window: Window, only: (entry: EntryFactRow) => boolean) {
    const entries = await entriesIn(db, scope.orgId, window);
    return entries
      .filter(
        (entry) =>
          only(entry) &&
          entry.isBillable &&
          !entry.invoiced &&
          entry.status !== 'REJECTED' &&
          entry.endTime !== null &&
          entry.startTime >= window.start,
      )
      .reduce(
        (sum, entry) =>
          sum +
          amountInCents(
            workedSeconds({ start: entry.startTime, end: entry.endTime, idleSeconds: entry.idleSeconds }, now),
            entry.billRate,
          ),
        0,
      );
  }

  const tools: Record<string, (args: Record<string, unknown>) => Promise<ToolResult>> = {
    async directory() {
      const [members, projects] = await Promise.all([membersOf(db, scope.orgId), projectsOnce()]);
      const visible = scope.memberIds ? members.filter((m) => scope.memberIds!.includes(m.memberId)) : members;
      const open = projects.filter((p) => !p.archivedAt);
      const tasks = await tasksOf(
        db,
        scope.orgId,
        open.map((p) => p.projectId),
      );
      return {
        members: visible.filter((m) => m.status === 'ACTIVE').map((m) => m.name),
        projects: open.map((p) => p.name),
        clients: [...new Set(open.map((p) => p.clientName))],
        tasks: [...new Set(tasks.map((task) => task.name))],
      };
    },

    async hours_worked(args) {
      const window = periodOf(args);
      if (!isWindow(window)) return window;
      const member = args.member === undefined ? null : await memberNamed(args.member);
      if (member && 'error' in member) return member;
      const work = await workNamed(args);
      if ('error' in work) return work;
      const narrowed = member ? { ...scope, memberIds: [member.memberId] } : scope;
      const { totals } = await factsOf(db, narrowed, window, now, work.only);
      return {
        ...periodLabel(window),
        member: member?.name ?? (scope.memberIds ? 'you' : 'the whole team'),
        project: work.project?.name ?? (work.client ? `the projects of ${work.client.name}` : 'all projects'),
        ...(work.task ? { task: work.task.name } : {}),
        hours: totals.hours,
        billableHours: totals.billableHours,
      };
    },

    async top_members(args) {
      const window = periodOf(args);
      if (!isWindow(window)) return window;
      const facts = await factsOf(db, scope, window, now);
      return { ...periodLabel(window), members: facts.members.map((m) => ({ name: m.name, hours: m.hours })) };
    },

    async project_budget(args) {
      const project = await projectNamed(args.project);
      if ('error' in project) return project;
      const totals = await projectTimeReader.totalsByProject(db, scope.orgId, [project.projectId], 'NOT_REJECTED');
      const status = budgetStatus(
        project,
        totals.get(project.projectId) ?? { workedSeconds: 0, billableCents: 0 },
        scope.canSeeMoney,
      );
      if (!status) return { error: 'That budget is in money, which your role does not include' };
      return { project: project.name, ...status };
    },

    async billable_amounts(args) {
      if (!scope.canSeeMoney) return { error: 'Your role does not include amounts of money' };
      const window = periodOf(args);
      if (!isWindow(window)) return window;
      const work = await workNamed({ project: args.project, client: args.client });
      if ('error' in work) return work;
      const period = periodLabel(window);
      // Billable hours and amount as GET /financials/summary states them for the same filters
      // (whole entries by start day, a FIXED project capped at its budget, rejected time out).
      const money = await periodMoney(db, scope.orgId, timeZone, period, {
        ...(work.project ? { projectId: work.project.projectId } : {}),
        ...(work.client ? { clientId: work.client.clientId } : {}),
      });
      return {
        ...period,
        ...(work.project ? { project: work.project.name } : {}),
        ...(work.client ? { client: work.client.name } : {}),
        billableHours: money.totals.billableHours,
        billableAmount: money.totals.revenue,
        unbilledAmount: centsToMoney(await unbilledCents(window, work.only)),
      };
    },

    async online_members() {
      const window = { start: now, end: new Date(now.getTime() + 1) };
      const [entries, members] = await Promise.all([
        entriesIn(db, scope.orgId, window, scope.memberIds ?? undefined),
        membersOf(db, scope.orgId),
      ]);
      const names = new Map(members.map((m) => [m.memberId, m.name]));
      const online = entries
        .filter((entry) => entry.endTime === null)
        .map((entry) => ({
          name: names.get(entry.memberId) ?? 'Unknown',
          project: entry.projectName ?? 'No project',
          since: entry.startTime.toISOString(),
        }));
      return { online };
    },

    async top_apps(args) {
      const window = periodOf(args);
      if (!isWindow(window)) return window;
      const member = args.member === undefined ? null : await memberNamed(args.member);
      if (member && 'error' in member) return member;
      const facts = await factsOf(db, member ? { ...scope, memberIds: [member.memberId] } : scope, window, now);
      return { ...periodLabel(window), member: member?.name ?? null, apps: facts.topApps };
    },
  };

  const all = {
    ...tools,
    ...teamTools({ db, scope, now, periodOf, isWindow, periodLabel, memberNamed, projectsOnce }),
  };
  return async (tool, args) => {
    const run = all[tool];
    if (!run) return { error: `Unknown tool ${tool}` };
    return run(args && typeof args === 'object' ? args : {});
  };
}
