/**
 * The built-in engine's writing: plain sentences built from the facts alone. Every number printed
 * is a field of the facts, printed as is (money with two decimals), so the truthfulness test can
 * find each one in the database.
 */
import { localDateTime } from '../../platform/dates.js';
import type { Artefact, DailySummaryFacts, OverviewFacts, WorkDayFacts } from './engine.js';
import type { MemberFact, PeriodFacts, ScreenshotsFact } from './facts.rules.js';

export const h = (hours: number) => `${hours} h`;
export const money = (amount: number) => amount.toFixed(2);
/** The local day and the local time of an instant, on the clocks of `zone`. */
const day = (iso: string, zone: string) => localDateTime(new Date(iso), zone).slice(0, 10);
const clock = (iso: string, zone: string) => localDateTime(new Date(iso), zone).slice(11, 16);
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function comparison(current: number, previous: number, label: string): string {
  if (current === previous) return `the same as ${label} (${h(previous)})`;
  return `${current > previous ? 'more' : 'less'} than ${label} (${h(previous)})`;
}

function memberLine(member: MemberFact): string {
  const projects = member.projects.map((project) => `${project.name} (${h(project.hours)})`);
  const parts = [`${member.name}: ${h(member.hours)}${projects.length ? ` on ${list(projects)}` : ''}`];
  if (member.overtimeHours > 0)
    parts.push(`${h(member.overtimeHours)} over their capacity of ${h(member.capacityHours!)}`);
  if (member.idleHours > 0) parts.push(`${h(member.idleHours)} idle time discarded`);
  parts.push(...reviewParts(member));
  if (member.activityPercent !== null) parts.push(`activity ${member.activityPercent}%`);
  if (member.topApps.length)
    parts.push(`mostly in ${list(member.topApps.slice(0, 3).map((app) => `${app.name} (${h(app.hours)})`))}`);
  return `- ${parts.join('; ')}.`;
}

function totalsSentence(period: PeriodFacts): string {
  const { totals } = period;
  const amount = totals.billableAmount === null ? '' : `, worth ${money(totals.billableAmount)} billable`;
  const review = reviewParts(totals);
  return `${h(totals.hours)} logged in ${plural(totals.entries, 'entry', 'entries')} by ${plural(totals.people, 'person', 'people')} (${h(totals.billableHours)} billable${amount})${review.length ? `, ${review.join(', ')}` : ''}`;
}

/**
 * What happened to time that does not count yet or at all: "3 h of it waiting for review",
 * "33 h rejected and not counted". Said wherever hours are, so nobody reads "no time" for a
 * rejected week.
 */
function reviewParts(figures: { pendingHours: number; rejectedHours: number }): string[] {
  return [
    ...(figures.pendingHours > 0 ? [`${h(figures.pendingHours)} of it waiting for review`] : []),
    ...(figures.rejectedHours > 0 ? [`${h(figures.rejectedHours)} rejected and not counted`] : []),
  ];
}

/** Said when nothing counts in a period: no time at all, or only rejected time. */
function nothingCounts(period: PeriodFacts, when: string): string {
  const rejected = period.totals.rejectedHours;
  if (rejected <= 0) return `No time was logged ${when}`;
  const who = period.members.filter((member) => member.rejectedHours > 0);
  return `No time counts ${when}: the ${h(rejected)} logged ${rejected === 1 ? 'was' : 'were'} rejected (${list(who.map((member) => `${member.name} ${h(member.rejectedHours)}`))})`;
}

/** People with no time that counts: those whose time was all rejected are told apart from those who logged none. */
function quietSentences(members: MemberFact[]): string[] {
  const silent = members.filter((member) => member.entries === 0);
  const none = silent.filter((member) => member.rejectedHours <= 0).map((member) => member.name);
  const rejected = silent.filter((member) => member.rejectedHours > 0);
  return [
    ...(none.length ? [`${list(none)} logged no time.`] : []),
    ...rejected.map(
      (member) => `All of ${member.name}'s time (${h(member.rejectedHours)}) was rejected, so none of it counts.`,
    ),
  ];
}

/** "1 blurred, 1 requested live": the kinds of a set of screenshots worth saying. */
function screenshotKinds(fact: Pick<ScreenshotsFact, 'blurred' | 'requestedLive'>): string[] {
  return [
    ...(fact.blurred > 0 ? [`${fact.blurred} blurred`] : []),
    ...(fact.requestedLive > 0 ? [`${fact.requestedLive} requested live`] : []),
  ];
}

/** "3 screenshots at 09:05 (activity 80%), 09:40 and 10:10, 1 blurred": a task's proof of work. */
function screenshotsPhrase(fact: ScreenshotsFact, zone: string): string {
  const times = fact.shots.map(
    (shot) =>
      `${clock(shot.capturedAt, zone)}${shot.activityPercent === null ? '' : ` (activity ${shot.activityPercent}%)`}`,
  );
  return [`${plural(fact.count, 'screenshot')} at ${list(times)}`, ...screenshotKinds(fact)].join(', ');
}

function dailySummaryProse(facts: DailySummaryFacts): string {
  const { period } = facts;
  if (period.totals.entries === 0) return `${nothingCounts(period, `on ${facts.date}`)}.`;
  const lines = [
    `Daily summary for ${facts.date}: ${totalsSentence(period)}, ${comparison(period.totals.hours, facts.previousDayHours, facts.previousDay)}.`,
    '',
    ...period.members.filter((member) => member.entries > 0 || member.rejectedHours > 0).map(memberLine),
  ];
  if (period.notes.length) {
    lines.push(
      '',
      'What people wrote:',
      ...period.notes.map((note) => `- ${note.member}${note.project ? ` (${note.project})` : ''}: ${note.note}`),
    );
  }
  if (facts.screenshots.length) {
    const people = facts.screenshots.map((person) => {
      const kinds = screenshotKinds(person);
      return `${person.member} ${person.count}${kinds.length ? ` (${kinds.join(', ')})` : ''}`;
    });
    lines.push('', `Screenshots: ${list(people)}.`);
  }
  return lines.join('\n');
}

function overviewProse(facts: OverviewFacts, title: string): string {
  const { period } = facts;
  const lines = [
    `${title}, ${day(period.from, period.timeZone)} to ${day(period.to, period.timeZone)} (${plural(period.days, 'day')}, end exclusive).`,
  ];
  if (period.totals.entries === 0) {
    lines.push(`${nothingCounts(period, 'in this period')}; ${h(facts.previousPeriodHours)} in the period before.`);
    return lines.join('\n');
  }
  const change =
    facts.changePercent === null
      ? 'nothing was logged in the period before'
      : `${facts.changePercent >= 0 ? 'up' : 'down'} ${Math.abs(facts.changePercent)}% from ${h(facts.previousPeriodHours)} in the period before`;
  lines.push(`The team: ${totalsSentence(period)}; ${change}.`);
  lines.push('', 'Projects:');
  for (const project of period.projects) {
    const amount = project.billableAmount === null ? '' : `, ${money(project.billableAmount)} billable`;
    lines.push(
      `- ${project.name}: ${h(project.hours)} by ${plural(project.people, 'person', 'people')} (${h(project.billableHours)} billable${amount}).`,
    );
  }
  const over = facts.budgets.filter((budget) => budget.overBudget);
  for (const budget of facts.budgets) {
    const unit = budget.type === 'HOURLY' ? h : money;
    lines.push(
      `- Budget of ${budget.project}: ${unit(budget.used)} of ${unit(budget.budget)} used${budget.usedPercent === null ? '' : ` (${budget.usedPercent}%)`}${budget.overBudget ? ', over budget' : ''}.`,
    );
  }
  lines.push('', 'People:', ...period.members.map(memberLine));
  const overtime = period.members.filter((member) => member.overtimeHours > 0).map((member) => member.name);
  const idle = period.members.filter((member) => member.idleHours > 0).map((member) => member.name);
  const notable: string[] = [];
  if (overtime.length) notable.push(`${list(overtime)} worked beyond their capacity.`);
  if (idle.length) notable.push(`${list(idle)} had idle time discarded.`);
  if (over.length)
    notable.push(`${list(over.map((budget) => budget.project))} ${over.length === 1 ? 'is' : 'are'} over budget.`);
  notable.push(...quietSentences(period.members));
  if (notable.length) lines.push('', 'Notable:', ...notable.map((line) => `- ${line}`));
  if (period.topApps.length) {
    lines.push('', `Top applications: ${list(period.topApps.map((app) => `${app.name} (${h(app.hours)})`))}.`);
  }
  if (facts.skills.length) {
    lines.push(
      '',
      'Skills seen:',
      ...facts.skills.map(
        (entry) =>
          `- ${entry.member}: ${list(entry.skills.map((skill) => `${skill.skill} (${plural(skill.evidenceCount, 'sign')})`))}.`,
      ),
    );
  }
  return lines.join('\n');
}

function workDayProse(facts: WorkDayFacts): string {
  if (facts.people.length === 0) return `Nothing was recorded on ${facts.date}.`;
  const lines = [`Work day ${facts.date}:`];
  for (const person of facts.people) {
    const rejected = person.rejectedHours > 0 ? ` (and ${h(person.rejectedHours)} rejected, not counted)` : '';
    lines.push('', `${person.name}, ${h(person.hours)}${rejected}:`);
    for (const task of person.tasks) {
      const extra = [
        ...(task.status === 'REJECTED' ? ['rejected, not counted'] : []),
        ...(task.activityPercent === null ? [] : [`activity ${task.activityPercent}%`]),
        ...(task.apps.length ? [`in ${list(task.apps)}`] : []),
        ...(task.screenshots === null
          ? []
          : [task.screenshots.count ? screenshotsPhrase(task.screenshots, facts.timeZone) : 'no screenshots']),
      ];
      lines.push(
        `- ${clock(task.start, facts.timeZone)}–${task.end ? clock(task.end, facts.timeZone) : 'now'} ${facts.timeZone} ${task.project ?? 'No project'}${task.notes ? `: ${task.notes}` : ''} (${h(task.hours)}${extra.length ? `; ${extra.join('; ')}` : ''}).`,
      );
    }
    if (person.untrackedActivityMinutes > 0) {
      lines.push(`- ${person.untrackedActivityMinutes} minutes of tracker activity without a time entry.`);
    }
    if (person.screenshotsOutsideTasks?.count) {
      lines.push(`- Outside any time entry: ${screenshotsPhrase(person.screenshotsOutsideTasks, facts.timeZone)}.`);
    }
  }
  return lines.join('\n');
}

export function proseOf(artefact: Artefact): string {
  switch (artefact.kind) {
    case 'daily-summary':
      return dailySummaryProse(artefact.facts);
    case 'overview':
      return overviewProse(artefact.facts, 'Overview');
    case 'work-day':
      return workDayProse(artefact.facts);
    case 'weekly-report':
      return overviewProse(artefact.facts, `Weekly report ${artefact.facts.week}`);
  }
}
