import type { Logger } from 'pino';
import { dayOf, hourOf, isoWeekday, localDateTime, weekLabel, weekOf, type TimeZone } from '../../platform/dates.js';
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
  /** Where the week's days begin: the organization's zone (absent in reports written before it was stored). */
  timeZone?: TimeZone;
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

/**
 * The organization's week holding `now` (its zone, its first day), from its first midnight up to
 * now; labelled by the ISO week holding most of it (the ISO week itself when weeks start on Monday).
 */
function reportWindow(now: Date, calendar: Scope['calendar']) {
  const week = weekOf(now, calendar.timeZone, calendar.firstDayOfWeek);
  return {
    label: weekLabel(dayOf(week.start, calendar.timeZone)),
    start: week.start,
    end: now.getTime() < week.end.getTime() ? now : week.end,
  };
}

/** The report's span on the organization's clocks, e.g. "2026-11-16 to 2026-11-20 15:00 (Europe/Berlin)". */
function period(content: WeeklyReportContent): string {
  const zone = content.timeZone ?? 'UTC';
  const from = localDateTime(new Date(content.from), zone).slice(0, 10);
  return `${from} to ${localDateTime(new Date(content.to), zone)} (${zone})`;
}

/** Every text in it that people or the engine chose (names, the overview) is escaped: it renders as written. */
function markdownOf(content: WeeklyReportContent, organizationName: string | null): string {
  const md = escapeMarkdown;
  const rows = (cells: string[][]) => cells.map((row) => `| ${row.join(' | ')} |`).join('\n');
  const money_ = (amount: number | null) => (amount === null ? '–' : money(amount));
  return [
    `# Weekly report ${content.week}${organizationName ? ` — ${md(organizationName)}` : ''}`,
    '',
    `${period(content)} · written by ${md(content.engine)}`,
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
  const window = reportWindow(now, scope.calendar);
  // Compared with the same part of the week before.
  const facts = await overviewFacts(db, scope, window, now, 7);
  const overview = await engine.write({ kind: 'weekly-report', facts: { ...facts, week: window.label } });
  const content: WeeklyReportContent = {
    week: window.label,
    from: window.start.toISOString(),
    to: window.end.toISOString(),
    timeZone: scope.calendar.timeZone,
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

/** Fridays, from this hour on the organization's clocks, the scheduled job mails the week's report. */
const FRIDAY = 5;
const REPORT_HOUR = 15;

function isReportTime(now: Date, zone: TimeZone): boolean {
  return isoWeekday(now, zone) === FRIDAY && hourOf(now, zone) >= REPORT_HOUR;
}

/**
 * The Friday job: for every organization with Team AI whose week is not yet claimed, generate the
 * report, then in one transaction claim (organization, week), store the report and queue one email
 * per Owner and Admin. A second worker racing it loses the claim and its transaction does nothing.
 * Returns the organizations this call mailed.
 */
export async function runWeeklyReportJob(db: Db, engine: AiEngine, now: Date, logger?: Pick<Logger, 'error'>) {
  // Friday 15:00 comes between Friday 01:00 UTC (UTC+14) and Saturday 12:00 UTC (UTC-12).
  if (isoWeekday(now) !== FRIDAY && isoWeekday(now) !== FRIDAY + 1) return [];
  const mailed: string[] = [];
  for (const organization of await teamAiOrganizations(db, now)) {
    if (!isReportTime(now, organization.timeZone)) continue;
    try {
      const scope = await systemScope(db, organization.orgId);
      const { label } = reportWindow(now, scope.calendar);
      if (await mailingClaimed(db, organization.orgId, label)) continue;
      const report = await composeWeeklyReport(db, engine, scope, now, organization.name);
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
