import type { Logger } from 'pino';
import { dayOf, hourOf, isoWeekday, type TimeZone } from '../../platform/dates.js';
import type { Db } from '../../platform/db/index.js';
import { newId } from '../../platform/ids.js';
import { escapeMarkdown } from '../../platform/formats/markdown.js';
import { enqueueEmail } from '../../platform/outbox/outbox.js';
import type { AiEngine } from './engine.js';
import { overviewFacts, systemScope } from './facts.service.js';
import {
  claimMailing,
  mailingClaimed,
  reportRecipients,
  teamAiOrganizations,
  upsertWeeklyReport,
  type WeeklyReportRow,
} from './weekly-report.repository.js';
import { factsForEveryReader, markdownOf, type WeeklyReportContent } from './weekly-report.view.js';
import { reportWeek, type ReportCalendar, type ReportWeek } from './report-week.rules.js';

/** The organization's week holding `now`, up to now. */
function runningWeek(now: Date, calendar: ReportCalendar): ReportWeek {
  const choice = reportWeek(now, calendar, dayOf(now, calendar.timeZone));
  if ('problem' in choice) throw new Error(choice.problem); // today's week has always begun
  return choice.week;
}

/**
 * Computes the organization's facts of the week (everyone, money included, whoever asks: the
 * stored report is one for all its readers, filtered when read), has the engine write the overview
 * from the part every reader may see, and returns what to store. The markdown stored is the full
 * rendering, the one mailed to Owners and Admins; readers get theirs rendered when they read.
 */
export async function composeWeeklyReport(
  week: ReportWeek,
  db: Db,
  engine: AiEngine,
  orgId: string,
  now: Date,
  organizationName: string | null,
): Promise<WeeklyReportRow> {
  const scope = await systemScope(db, orgId);
  const window = week;
  // Compared with the same part of the week before (all of it for a complete week).
  const facts = await overviewFacts(db, scope, window, now, 7);
  const written = await engine.write({
    kind: 'weekly-report',
    facts: { ...factsForEveryReader(facts), week: window.label },
  });
  const content: WeeklyReportContent = {
    week: window.label,
    from: window.start.toISOString(),
    to: window.end.toISOString(),
    timeZone: scope.calendar.timeZone,
    engine: written.engine,
    overview: written.text,
    overviewForEveryReader: true,
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
    engine: written.engine,
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
      // The Friday email reports the running week, up to now: asked for by naming today.
      const week = runningWeek(now, scope.calendar);
      const { label } = week;
      if (await mailingClaimed(db, organization.orgId, label)) continue;
      const report = await composeWeeklyReport(week, db, engine, organization.orgId, now, organization.name);
      const sent = await db.transaction(async (tx) => {
        if (!(await claimMailing(tx, organization.orgId, label, now))) return false;
        await upsertWeeklyReport(tx, report);
        for (const recipient of await reportRecipients(tx, organization.orgId)) {
          await enqueueEmail(tx, {
            to: recipient.email,
            organizationId: organization.orgId,
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
