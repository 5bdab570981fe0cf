import type { TenantContext } from '../../platform/auth/context.js';
import type { Clock } from '../../platform/clock.js';
import { dayOf, lastDays } from '../../platform/dates.js';
import type { Db } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { resolvePerson } from '../members/index.js';
import { findOrganization, requirePlan } from '../organizations/index.js';
import { createToolRunner } from './chat.runner.js';
import { CHAT_TOOLS } from './chat.tools.js';
import type { AiEngine } from './engine.js';
import { membersOf } from './facts.repository.js';
import {
  dailySummaryFacts,
  overviewFacts,
  scopeOf,
  visibleProjects,
  workDayFacts,
  type Scope,
} from './facts.service.js';
import { composeWeeklyReport } from './weekly-report.service.js';
import {
  latestWeeklyReport,
  upsertWeeklyReport,
  weeklyReportOf,
  type WeeklyReportRow,
} from './weekly-report.repository.js';
import { reportWeek } from './report-week.rules.js';
import { contentFor, markdownOf, type ReportReader, type WeeklyReportContent } from './weekly-report.view.js';

export function createAiService(db: Db, clock: Clock, engine: AiEngine) {
  /** The member id a name stands for in the caller's organization (404 none, 409 several). */
  async function memberNamed(ctx: TenantContext, input: { memberName?: string }): Promise<string> {
    const all = await membersOf(db, ctx.orgId);
    const wanted = input.memberName?.trim().toLowerCase();
    const found = all.filter((member) => member.name.toLowerCase() === wanted);
    if (found.length === 0) throw errors.notFound('Member', input.memberName);
    if (found.length > 1)
      throw errors.conflict(
        'AMBIGUOUS_MEMBER_NAME',
        `Several members are called '${input.memberName}'`,
        'Send userId instead.',
      );
    return found[0]!.memberId;
  }

  /**
   * The member a work-day request names, within the caller's organization and permissions: by
   * userId (a user id or a member id, like every person field) or by name.
   */
  async function workDayScope(ctx: TenantContext, input: { userId?: string; memberName?: string }): Promise<Scope> {
    const scope = await scopeOf(db, ctx);
    if (input.userId === undefined && input.memberName === undefined) return scope;
    const memberId =
      input.userId !== undefined ? (await resolvePerson(db, ctx, input.userId)).id : await memberNamed(ctx, input);
    if (scope.memberIds && !scope.memberIds.includes(memberId)) {
      throw errors.forbidden(
        'OWN_RECORDS_ONLY',
        "Another member's day needs the 'time.read.all' permission",
        'Ask about your own day.',
      );
    }
    return { ...scope, memberIds: [memberId] };
  }

  /** The week a request names (or, without one, the last complete week), in the organization's weeks. */
  function weekFor(ctx: TenantContext, week: string | undefined) {
    const choice = reportWeek(clock.now(), ctx.calendar, week);
    if ('problem' in choice) {
      throw errors.validation(choice.problem, [{ field: 'querystring.week', message: choice.problem }]);
    }
    return choice.week;
  }

  async function generateWeekly(ctx: TenantContext, week: string | undefined) {
    const organization = await findOrganization(db, ctx.orgId);
    // The report is the organization's (one per week, one for all its readers): its week and its
    // facts are the organization's, whoever asks.
    const row = await composeWeeklyReport(
      weekFor(ctx, week),
      db,
      engine,
      ctx.orgId,
      clock.now(),
      organization?.name ?? null,
    );
    return upsertWeeklyReport(db, row);
  }

  /** The stored report of the week asked for, or the latest one when no week is named. */
  function storedWeekly(ctx: TenantContext, week: string | undefined) {
    return week === undefined
      ? latestWeeklyReport(db, ctx.orgId)
      : weeklyReportOf(db, ctx.orgId, weekFor(ctx, week).label);
  }

  /** What the caller may see of a stored report: decided now, from their permissions, not the generator's. */
  async function readerOf(ctx: TenantContext): Promise<ReportReader> {
    const scope = await scopeOf(db, ctx);
    const projectNames = scope.projects.all
      ? null
      : new Set((await visibleProjects(db, scope)).map((project) => project.name));
    return { money: scope.canSeeMoney, projectNames, activityOf: scope.activityMemberIds ? ctx.memberId : null };
  }

  /** The stored report as the caller may see it, its markdown rendered for them. */
  async function weeklyView(ctx: TenantContext, row: WeeklyReportRow) {
    const [reader, organization] = await Promise.all([readerOf(ctx), findOrganization(db, ctx.orgId)]);
    const content = contentFor(row.content as WeeklyReportContent, reader);
    return {
      id: row.id,
      ...content,
      generatedAt: row.generatedAt.toISOString(),
      markdown: markdownOf(content, organization?.name ?? null),
    };
  }

  return {
    async dailySummary(ctx: TenantContext, date: string) {
      const facts = await dailySummaryFacts(db, await scopeOf(db, ctx), date, clock.now());
      const written = await engine.write({ kind: 'daily-summary', facts });
      return { date, engine: written.engine, summary: written.text, facts };
    },

    async overview(ctx: TenantContext, days: number) {
      const now = clock.now();
      const scope = await scopeOf(db, ctx);
      const facts = await overviewFacts(db, scope, lastDays(now, days, scope.calendar.timeZone), now);
      const written = await engine.write({ kind: 'overview', facts });
      return { days, engine: written.engine, overview: written.text, facts };
    },

    async workDay(ctx: TenantContext, input: { date: string; userId?: string; memberName?: string }) {
      const scope = await workDayScope(ctx, input);
      const facts = await workDayFacts(db, scope, input.date, clock.now());
      const written = await engine.write({ kind: 'work-day', facts });
      return {
        date: input.date,
        timeZone: facts.timeZone,
        engine: written.engine,
        summary: written.text,
        people: facts.people,
      };
    },

    async latestWeekly(ctx: TenantContext, week?: string) {
      const row = await storedWeekly(ctx, week);
      return row ? weeklyView(ctx, row) : null;
    },

    async generateWeekly(ctx: TenantContext, week?: string) {
      return weeklyView(ctx, await generateWeekly(ctx, week));
    },

    /**
     * The latest report as markdown; one is generated first when none exists. Only that generation
     * needs Team plan AI access, so the route cannot declare it: it is checked here.
     */
    async weeklyMarkdown(ctx: TenantContext, week?: string) {
      let row = await storedWeekly(ctx, week);
      if (!row) {
        await requirePlan(db, ctx.orgId, 'ai.team', clock.now());
        row = await generateWeekly(ctx, week);
      }
      const { markdown } = await weeklyView(ctx, row);
      return { markdown, filename: `weekly-report-${row.isoWeek}.md` };
    },

    async chat(ctx: TenantContext, message: string) {
      const now = clock.now();
      const scope = await scopeOf(db, ctx);
      const run = createToolRunner(db, scope, now);
      const { timeZone, firstDayOfWeek } = scope.calendar;
      const answer = await engine.chat(message, CHAT_TOOLS, run, dayOf(now, timeZone), firstDayOfWeek);
      return { engine: answer.fallback ? 'builtin' : engine.name, ...answer, fallback: answer.fallback ?? false };
    },
  };
}
