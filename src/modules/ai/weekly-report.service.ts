import type { Logger } from 'pino';
import { isoWeekday, isoWeekOf } from '../../platform/dates.js';
import type { Db } from '../../platform/db/index.js';
import { newId } from '../../platform/ids.js';
import { escapeMarkdown, markdownFromPlainText } from '../../platform/markdown.js';
import { enqueueEmail } from '../../platform/outbox/outbox.js';
import type { AiEngine, OverviewFacts } from './engine.js';
import { overviewFacts, systemScope, type Scope } from './facts.service.js';
import { h, money } from './prose.js';
import {
  claimMailing,
  mailingClaimed,
  reportRecipients,
  teamAiOrganizations,
  upsertWeeklyReport,
  type WeeklyReportRow,
} from './weekly-report.repository.js';

export interface WeeklyReportContent {
  week: string;
  from: string;
  to: string;
  engine: string;
  overview: string;
  totals: OverviewFacts['period']['totals'];
  changePercent: number | null;
  previousPeriodHours: number;
  projects: OverviewFacts['period']['projects'];
  budgets: OverviewFacts['budgets'];
  developers: OverviewFacts['period']['members'];
  skills: OverviewFacts['skills'];
}

function weekLabel(week: { year: number; week: number }): string {
  return `${week.year}-W${String(week.week).padStart(2, '0')}`;
}

/** The ISO week of `now` (UTC), from its Monday up to now. */
function reportWindow(now: Date) {
  const week = isoWeekOf(now);
  return { label: weekLabel(week), start: week.start, end: now.getTime() < week.end.getTime() ? now : week.end };
}

/** Every text in it that people or the engine chose (names, the overview) is escaped: it renders as written. */
function markdownOf(content: WeeklyReportContent, organizationName: string | null): string {
  const md = escapeMarkdown;
  const rows = (cells: string[][]) => cells.map((row) => `| ${row.join(' | ')} |`).join('\n');
  const money_ = (amount: number | null) => (amount === null ? '–' : money(amount));
  return [
    `# Weekly report ${content.week}${organizationName ? ` — ${md(organizationName)}` : ''}`,
    '',
    `${content.from.slice(0, 10)} to ${content.to.slice(0, 16).replace('T', ' ')} UTC · written by ${md(content.engine)}`,
    '',
    markdownFromPlainText(content.overview),
    '',
    '## Projects',
    '',
    rows([
      ['Project', 'Hours', 'Billable hours', 'Billable amount', 'People'],
      ['---', '---:', '---:', '---:', '---:'],
    ]),
    rows(
      content.projects.map((p) => [
        md(p.name),
        h(p.hours),
        h(p.billableHours),
        money_(p.billableAmount),
        String(p.people),
      ]),
    ),
    '',
    '## Developers',
    '',
    rows([
      ['Person', 'Hours', 'Billable hours', 'Overtime', 'Idle', 'Activity'],
      ['---', '---:', '---:', '---:', '---:', '---:'],
    ]),
    rows(
      content.developers.map((m) => [
        md(m.name),
        h(m.hours),
        h(m.billableHours),
        h(m.overtimeHours),
        h(m.idleHours),
        m.activityPercent === null ? '–' : `${m.activityPercent}%`,
      ]),
    ),
    '',
    '## Skills',
    '',
    ...(content.skills.length
      ? content.skills.map(
          (entry) => `- ${md(entry.member)}: ${entry.skills.map((skill) => md(skill.skill)).join(', ')}`,
        )
      : ['- None inferred this week.']),
    '',
  ].join('\n');
}

/** Computes the week's facts, has the engine write the overview, and returns what to store. */
export async function composeWeeklyReport(
  db: Db,
  engine: AiEngine,
  scope: Scope,
  now: Date,
  organizationName: string | null,
): Promise<WeeklyReportRow> {
  const window = reportWindow(now);
  const facts = await overviewFacts(db, scope, window, now);
  const overview = await engine.write({ kind: 'weekly-report', facts: { ...facts, week: window.label } });
  const content: WeeklyReportContent = {
    week: window.label,
    from: window.start.toISOString(),
    to: window.end.toISOString(),
    engine: engine.name,
    overview,
    totals: facts.period.totals,
    changePercent: facts.changePercent,
    previousPeriodHours: facts.previousPeriodHours,
    projects: facts.period.projects,
    budgets: facts.budgets,
    developers: facts.period.members,
    skills: facts.skills,
  };
  return {
    id: newId(),
    orgId: scope.orgId,
    isoWeek: window.label,
    periodStart: window.start,
    periodEnd: window.end,
    engine: engine.name,
    content,
    markdown: markdownOf(content, organizationName),
    generatedAt: now,
  };
}

/** Fridays, from this hour (UTC), the scheduled job mails the week's report. */
const FRIDAY = 5;
const REPORT_HOUR_UTC = 15;

function isReportTime(now: Date): boolean {
  return isoWeekday(now) === FRIDAY && now.getUTCHours() >= REPORT_HOUR_UTC;
}

/**
 * The Friday job: for every organization with Team AI whose week is not yet claimed, generate the
 * report, then in one transaction claim (organization, week), store the report and queue one email
 * per Owner and Admin. A second worker racing it loses the claim and its transaction does nothing.
 * Returns the organizations this call mailed.
 */
export async function runWeeklyReportJob(db: Db, engine: AiEngine, now: Date, logger?: Pick<Logger, 'error'>) {
  if (!isReportTime(now)) return [];
  const { label } = reportWindow(now);
  const mailed: string[] = [];
  for (const organization of await teamAiOrganizations(db, now)) {
    try {
      if (await mailingClaimed(db, organization.orgId, label)) continue;
      const report = await composeWeeklyReport(db, engine, systemScope(organization.orgId), now, organization.name);
      const sent = await db.transaction(async (tx) => {
        if (!(await claimMailing(tx, organization.orgId, label, now))) return false;
        await upsertWeeklyReport(tx, report);
        for (const recipient of await reportRecipients(tx, organization.orgId)) {
          await enqueueEmail(tx, {
            to: recipient.email,
            subject: `Weekly report ${label} for ${organization.name}`,
            // The body is the report's markdown, so the greeting is markdown too.
            text: `Hello ${escapeMarkdown(recipient.name)},\n\n${report.markdown}`,
          });
        }
        return true;
      });
      if (sent) mailed.push(organization.orgId);
    } catch (error) {
      // One organization's failure (e.g. the provider is down) must not stop the others.
      logger?.error({ err: error, orgId: organization.orgId }, 'weekly report failed');
    }
  }
  return mailed;
}
