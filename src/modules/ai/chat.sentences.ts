// The built-in engine's sentences for the team tools (chat.runner.ts): each prints only its
// result's own figures and says what it answered (the period, the person), so an answer never
// silently covers another question.
import type { ToolResult } from './chat.tools.js';
import { h, money } from './prose.js';

type Row = Record<string, unknown>;
const period = (result: ToolResult) => `from ${String(result.from)} to ${String(result.to)}`;
const rows = (value: unknown) => (Array.isArray(value) ? (value as Row[]) : []);
const hoursList = (items: Row[]) => items.map((item) => `${String(item.name)} ${h(item.hours as number)}`).join(', ');

export function teamSentenceFor(tool: string, result: ToolResult): string | null {
  switch (tool) {
    case 'not_tracked_today': {
      const missing = rows(result.members).map((member) => String(member.name));
      return missing.length
        ? `Not tracked today (${String(result.day)}): ${missing.join(', ')}.`
        : `Everyone has tracked time today (${String(result.day)}).`;
    }
    case 'budgets_at_risk': {
      const over = rows(result.over);
      const near = rows(result.near);
      if (!over.length && !near.length) return 'No project is over or near (80 % or more of) its budget.';
      const line = (items: Row[]) => items.map((p) => `${String(p.project)} (${p.usedPercent as number}%)`).join(', ');
      return [
        over.length ? `Over budget: ${line(over)}.` : 'No project is over budget.',
        near.length ? `Near budget (80 % or more used): ${line(near)}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
    }
    case 'capacity': {
      const line = (items: Row[]) =>
        items.map((m) => `${String(m.name)} ${h(m.hours as number)} of ${h(m.capacityHours as number)}`).join(', ');
      const over = rows(result.over);
      const under = rows(result.under);
      return [
        `Capacity ${period(result)} (weekly capacity spread over working days):`,
        over.length ? `over capacity: ${line(over)};` : 'nobody is over capacity;',
        under.length ? `under capacity: ${line(under)}.` : 'nobody is under capacity.',
      ].join(' ');
    }
    case 'idle_time':
      return `Idle time discarded ${period(result)}${typeof result.member === 'string' ? ` for ${result.member}` : ''}: ${h(result.idleHours as number)}${rows(result.members).length ? ` (${hoursList(rows(result.members))})` : ''}.`;
    case 'compare_weeks': {
      const who = typeof result.member === 'string' ? `${result.member}: ` : '';
      const change = result.changePercent === null ? '' : ` (${result.changePercent as number}%)`;
      return `${who}this week so far (${String(result.thisWeekFrom)} to ${String(result.today)}) ${h(result.thisWeekHours as number)}; the whole of last week (${String(result.lastWeekFrom)} to ${String(result.lastWeekTo)}) ${h(result.lastWeekHours as number)}${change}.`;
    }
    case 'work_of': {
      const projects = rows(result.projects);
      const rejected = Number(result.rejectedHours ?? 0);
      const pending = Number(result.pendingHours ?? 0);
      const rejectedNote = rejected > 0 ? `${h(rejected)} of their time was rejected and does not count.` : '';
      if (!projects.length) {
        return rejected > 0
          ? `Nothing of ${String(result.member)}'s time counts ${period(result)}: ${rejectedNote}`
          : `${String(result.member)} logged no time ${period(result)}.`;
      }
      const tasks = rows(result.tasks);
      const notes = rows(result.notes).map((note) => `"${String(note.note)}"`);
      return [
        `${String(result.member)} ${period(result)}: ${hoursList(projects)}.`,
        pending > 0 ? `${h(pending)} of it is waiting for review.` : '',
        rejectedNote,
        tasks.length ? `Tasks: ${hoursList(tasks)}.` : '',
        notes.length ? `Notes: ${notes.join('; ')}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
    }
    case 'project_profits': {
      const projects = rows(result.projects);
      if (!projects.length) return `No project earned or cost anything ${period(result)}.`;
      const line = (p: Row) =>
        `${String(p.name)} (profit ${money(p.profit as number)}: revenue ${money(p.revenue as number)}, cost ${money(p.cost as number)})`;
      return `Most profitable ${period(result)}: ${line(projects[0]!)}; least profitable: ${line(projects.at(-1)!)}.`;
    }
    case 'top_projects': {
      const projects = rows(result.projects);
      return projects.length
        ? `Projects by time ${period(result)}, most first: ${hoursList(projects)}.`
        : Number(result.rejectedHours ?? 0) > 0
          ? `No time counts ${period(result)}: the ${h(result.rejectedHours as number)} logged was rejected.`
          : `No time was logged ${period(result)}.`;
    }
    default:
      return null;
  }
}
