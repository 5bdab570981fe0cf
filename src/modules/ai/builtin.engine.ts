import type { Weekday } from '../../platform/dates.js';
import { intentOf } from './chat.intents.js';
import type { ChatTool, ToolResult } from './chat.tools.js';
import type { AiEngine, ChatAnswer, ToolRunner } from './engine.js';
import { h, money, proseOf } from './prose.js';
import { teamSentenceFor } from './chat.sentences.js';

const CAPABILITIES =
  'I can answer: hours of a person or project in a period, who worked most, which project took most time, what a person worked on, a project budget and which budgets are at risk, billable and unbilled amounts, the most and least profitable project, capacity and overtime, idle time, this week against last week, who is online now or has not tracked today, and the top applications.';
const ENGLISH_ONLY = `I only understand questions in English so far. ${CAPABILITIES}`;

type Row = Record<string, unknown>;
const period = (result: ToolResult) => `from ${String(result.from)} to ${String(result.to)}`;

/** One sentence per tool result, printing only the result's own figures. */
function sentenceFor(tool: string, result: ToolResult): string {
  if (typeof result.error === 'string') return `${result.error}.`;
  switch (tool) {
    case 'hours_worked':
      return `${String(result.member)} logged ${h(result.hours as number)} on ${typeof result.task === 'string' ? `the task ${result.task} of ` : ''}${String(result.project)} ${period(result)} (${h(result.billableHours as number)} billable).`;
    case 'top_members': {
      const members = (result.members as Row[]).filter((member) => (member.hours as number) > 0);
      if (!members.length) return `Nobody logged time ${period(result)}.`;
      const people = members.length === 1 ? '1 person' : `${members.length} people`;
      return `${people} logged time ${period(result)}, most first: ${members.map((m) => `${String(m.name)} ${h(m.hours as number)}`).join(', ')}.`;
    }
    case 'project_budget': {
      const unit = result.type === 'HOURLY' ? h : money;
      const percent = result.usedPercent === null ? '' : ` (${result.usedPercent as number}%)`;
      return `${String(result.project)} has used ${unit(result.used as number)} of its ${unit(result.budget as number)} budget${percent}; ${result.overBudget ? 'it is over budget' : 'it is within budget'}.`;
    }
    case 'billable_amounts':
      return `${[result.project, result.client]
        .filter((name) => typeof name === 'string')
        .map((name) => `${String(name)}, `)
        .join(
          '',
        )}${period(result)}: ${h(result.billableHours as number)} billable worth ${money(result.billableAmount as number)}, of which ${money(result.unbilledAmount as number)} is unbilled (on no invoice yet).`;
    case 'online_members': {
      const online = result.online as Row[];
      if (!online.length) return 'Nobody is tracking time right now.';
      return `Tracking now: ${online.map((m) => `${String(m.name)} on ${String(m.project)} since ${String(m.since).slice(11, 16)} UTC`).join(', ')}.`;
    }
    case 'top_apps': {
      const apps = result.apps as Row[];
      const who = typeof result.member === 'string' ? `${result.member}'s` : 'The';
      if (!apps.length) return `No application activity was recorded ${period(result)}.`;
      return `${who} top applications ${period(result)}: ${apps.map((a) => `${String(a.name)} ${h(a.hours as number)}`).join(', ')}.`;
    }
    default:
      return teamSentenceFor(tool, result) ?? CAPABILITIES;
  }
}

/** Needs no network: prose from the facts, chat by keyword intents over the same tools. */
export const builtinEngine: AiEngine = {
  name: 'builtin',
  write: (artefact) => Promise.resolve({ text: proseOf(artefact), engine: 'builtin' }),
  async chat(
    message: string,
    _tools: readonly ChatTool[],
    run: ToolRunner,
    today: string,
    firstDayOfWeek?: Weekday,
  ): Promise<ChatAnswer> {
    const directory = await run('directory', {});
    const names = (key: string) => (directory[key] as string[] | undefined) ?? [];
    const intent = intentOf(
      message,
      today,
      { members: names('members'), projects: names('projects'), clients: names('clients'), tasks: names('tasks') },
      firstDayOfWeek,
    );
    const toolCalls: ChatAnswer['toolCalls'] = [{ tool: 'directory', arguments: {}, result: directory }];
    if (intent.kind === 'unknown-name') {
      return {
        answer: `I could not find anyone, or any project, client or task, called "${intent.name}" among those you can see in this organization.`,
        toolCalls,
      };
    }
    if (intent.kind === 'other-language') return { answer: ENGLISH_ONLY, toolCalls };
    if (intent.kind === 'unsupported')
      return { answer: `I cannot answer that from the organization's data. ${CAPABILITIES}`, toolCalls };
    const result = await run(intent.tool, intent.args);
    toolCalls.push({ tool: intent.tool, arguments: intent.args, result });
    return { answer: sentenceFor(intent.tool, result), toolCalls };
  },
};
