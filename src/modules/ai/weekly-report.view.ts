import { localDateTime, type TimeZone } from '../../platform/dates.js';
import { escapeMarkdown, markdownFromPlainText } from '../../platform/formats/markdown.js';
import type { OverviewFacts } from './engine.js';
import { h, money } from './prose.js';

/**
 * A stored weekly report: the organization's facts of the week with money, stored once. What a
 * reader sees of it is decided when they read it (`contentFor`), never by whoever generated it.
 */
export interface WeeklyReportContent {
  week: string;
  from: string;
  to: string;
  /** Where the week's days begin: the organization's zone (absent in reports written before it was stored). */
  timeZone?: TimeZone;
  engine: string;
  overview: string;
  /**
   * True when the overview was written from facts without money and without budgets, so every
   * reader of the report may read it. Absent in reports stored before: their overview may state
   * money, so it is shown only to readers who may see all of it.
   */
  overviewForEveryReader?: true;
  totals: OverviewFacts['period']['totals'];
  changePercent: number | null;
  previousPeriodHours: number;
  projects: OverviewFacts['period']['projects'];
  budgets: OverviewFacts['budgets'];
  developers: OverviewFacts['period']['members'];
  skills: OverviewFacts['skills'];
}

/**
 * What a reader may see of a report: money (financials.read), the projects whose budgets they may
 * see, and whose activity (activity %, applications, the skills inferred from them).
 */
export interface ReportReader {
  money: boolean;
  /** Null: every project (projects.read.all). */
  projectNames: Set<string> | null;
  /** Null: everyone's activity (activities.read.all); else only this member's. */
  activityOf: string | null;
}

const LEGACY_OVERVIEW =
  'This overview was written before reports were filtered per reader and is shown only to readers who may see money and every project. Generate the report again for an overview.';
const ACTIVITY_OVERVIEW =
  "This overview describes the team's activity and applications, which your role does not include seeing; the tables below show what you may see.";

/**
 * The facts the engine writes the stored overview from: no money and no budgets, so the prose holds
 * nothing a reader of the report (time.read.all) may not see; money and budgets are rendered per
 * reader in the tables instead.
 */
export function factsForEveryReader(facts: OverviewFacts): OverviewFacts {
  return {
    ...facts,
    period: {
      ...facts.period,
      totals: { ...facts.period.totals, billableAmount: null },
      projects: facts.period.projects.map((project) => ({ ...project, billableAmount: null })),
    },
    budgets: [],
  };
}

/**
 * The report as `reader` may see it: amounts null without money, budgets of money or of hidden
 * projects left out, others' activity and skills left out without activities.read.all (and the
 * overview, which describes them).
 */
export function contentFor(content: WeeklyReportContent, reader: ReportReader): WeeklyReportContent {
  const seesAll = reader.money && reader.projectNames === null;
  const seesActivityOf = (memberId: string) => reader.activityOf === null || reader.activityOf === memberId;
  const ownNames = new Set(content.developers.filter((d) => seesActivityOf(d.memberId)).map((d) => d.name));
  const { overviewForEveryReader: _marker, ...rest } = content;
  const overview =
    reader.activityOf !== null
      ? ACTIVITY_OVERVIEW
      : content.overviewForEveryReader || seesAll
        ? content.overview
        : LEGACY_OVERVIEW;
  return {
    ...rest,
    overview,
    developers: content.developers.map((developer) =>
      seesActivityOf(developer.memberId) ? developer : { ...developer, activityPercent: null, topApps: [] },
    ),
    // Skills are inferred from applications too: only of those whose activity the reader may see.
    skills: reader.activityOf === null ? content.skills : content.skills.filter((entry) => ownNames.has(entry.member)),
    totals: { ...content.totals, billableAmount: reader.money ? content.totals.billableAmount : null },
    projects: content.projects.map((project) => ({
      ...project,
      billableAmount: reader.money ? project.billableAmount : null,
    })),
    budgets: content.budgets.filter(
      (budget) =>
        (reader.money || budget.type === 'HOURLY') &&
        (reader.projectNames === null || reader.projectNames.has(budget.project)),
    ),
  };
}

/** The report's span on the organization's clocks, e.g. "2026-11-16 to 2026-11-20 15:00 (Europe/Berlin)". */
function period(content: WeeklyReportContent): string {
  const zone = content.timeZone ?? 'UTC';
  const from = localDateTime(new Date(content.from), zone).slice(0, 10);
  return `${from} to ${localDateTime(new Date(content.to), zone)} (${zone})`;
}

/**
 * The markdown of content already filtered for its reader (`contentFor`). Every text in it that
 * people or the engine chose (names, the overview) is escaped: it renders as written.
 */
export function markdownOf(content: WeeklyReportContent, organizationName: string | null): string {
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
    '## Budgets',
    '',
    ...(content.budgets.length
      ? content.budgets.map((budget) => {
          const unit = budget.type === 'HOURLY' ? h : money;
          // No parentheses: next to a name they could read as link syntax.
          const percent = budget.usedPercent === null ? '' : `, ${budget.usedPercent}%`;
          return `- ${md(budget.project)}: ${unit(budget.used)} of ${unit(budget.budget)} used${percent}${budget.overBudget ? ', over budget' : ''}`;
        })
      : ['- None to show.']),
    '',
    '## Developers',
    '',
    rows([
      [
        'Person',
        'Hours',
        'Billable hours',
        'Waiting for review',
        'Rejected (not counted)',
        'Overtime',
        'Idle',
        'Activity',
      ],
      ['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:'],
    ]),
    rows(
      content.developers.map((m) => [
        md(m.name),
        h(m.hours),
        h(m.billableHours),
        // Reports stored before these were recorded have neither.
        h(m.pendingHours ?? 0),
        h(m.rejectedHours ?? 0),
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
