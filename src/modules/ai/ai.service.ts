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
import { dailySummaryFacts, overviewFacts, scopeOf, workDayFacts, type Scope } from './facts.service.js';
import { composeWeeklyReport, type WeeklyReportContent } from './weekly-report.service.js';
import { latestWeeklyReport, upsertWeeklyReport, type WeeklyReportRow } from './weekly-report.repository.js';

const weeklyView = (row: WeeklyReportRow) => ({
  id: row.id,
  ...(row.content as WeeklyReportContent),
  generatedAt: row.generatedAt.toISOString(),
  markdown: row.markdown,
});

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

  async function generateWeekly(ctx: TenantContext) {
    const [organization, scope] = await Promise.all([findOrganization(db, ctx.orgId), scopeOf(db, ctx)]);
    const calendar = ctx.calendar;
    // The report is the organization's (one per week): its week is the organization's, whoever asks.
    const row = await composeWeeklyReport(db, engine, { ...scope, calendar }, clock.now(), organization?.name ?? null);
    return upsertWeeklyReport(db, row);
  }

  return {
    async dailySummary(ctx: TenantContext, date: string) {
      const facts = await dailySummaryFacts(db, await scopeOf(db, ctx), date, clock.now());
      return { date, engine: engine.name, summary: await engine.write({ kind: 'daily-summary', facts }), facts };
    },

    async overview(ctx: TenantContext, days: number) {
      const now = clock.now();
      const scope = await scopeOf(db, ctx);
      const facts = await overviewFacts(db, scope, lastDays(now, days, scope.calendar.timeZone), now);
      return { days, engine: engine.name, overview: await engine.write({ kind: 'overview', facts }), facts };
    },

    async workDay(ctx: TenantContext, input: { date: string; userId?: string; memberName?: string }) {
      const scope = await workDayScope(ctx, input);
      const facts = await workDayFacts(db, scope, input.date, clock.now());
      return {
        date: input.date,
        timeZone: facts.timeZone,
        engine: engine.name,
        summary: await engine.write({ kind: 'work-day', facts }),
        people: facts.people,
      };
    },

    async latestWeekly(ctx: TenantContext) {
      const row = await latestWeeklyReport(db, ctx.orgId);
      return row ? weeklyView(row) : null;
    },

    async generateWeekly(ctx: TenantContext) {
      return weeklyView(await generateWeekly(ctx));
    },

    /**
     * The latest report as markdown; one is generated first when none exists. Only that generation
     * needs Team plan AI access, so the route cannot declare it: it is checked here.
     */
    async weeklyMarkdown(ctx: TenantContext) {
      let row = await latestWeeklyReport(db, ctx.orgId);
      if (!row) {
        await requirePlan(db, ctx.orgId, 'ai.team', clock.now());
        row = await generateWeekly(ctx);
      }
      return { markdown: row.markdown, filename: `weekly-report-${row.isoWeek}.md` };
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
