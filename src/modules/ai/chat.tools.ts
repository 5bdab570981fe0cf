/**
 * The tools chat may use, described as OpenAI function definitions. Each one runs server-side
 * (chat.runner.ts) within the caller's organization and permissions; none takes an
 * organization id, so no argument can point it at another tenant.
 */
export type ToolResult = Record<string, unknown>;

export interface ChatTool {
  name: string;
  description: string;
  parameters: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
}

const day = { type: 'string', description: "Local day (the organization's time zone), YYYY-MM-DD" };
const period = {
  from: { ...day, description: 'First local day (YYYY-MM-DD), inclusive; default the first day of this week' },
  to: { ...day, description: 'Last local day (YYYY-MM-DD), inclusive; default today' },
};

export const CHAT_TOOLS: readonly ChatTool[] = [
  {
    name: 'directory',
    description: "The organization's members, projects, clients and tasks by name (no figures).",
    parameters: { type: 'object', properties: {} },
  },
  {
    name: 'hours_worked',
    description:
      "Hours worked in a period, for the whole team or one member, on all projects, one project, one client's projects and/or one task.",
    parameters: {
      type: 'object',
      properties: {
        member: { type: 'string', description: "A member's full name" },
        project: { type: 'string', description: 'A project name' },
        client: { type: 'string', description: 'A client name' },
        task: { type: 'string', description: 'A task name' },
        ...period,
      },
    },
  },
  {
    name: 'top_members',
    description: 'Members ranked by hours worked in a period.',
    parameters: { type: 'object', properties: { ...period } },
  },
  {
    name: 'project_budget',
    description: "A project's budget, what has been used of it (all time) and whether it is over.",
    parameters: { type: 'object', properties: { project: { type: 'string' } }, required: ['project'] },
  },
  {
    name: 'billable_amounts',
    description:
      "Billable hours and amount of a period (for one project or one client's projects if named), as GET /financials/summary states them, and the billable amount not yet on an invoice.",
    parameters: { type: 'object', properties: { project: { type: 'string' }, client: { type: 'string' }, ...period } },
  },
  {
    name: 'online_members',
    description: 'Who is tracking time right now (a running timer), and on which project.',
    parameters: { type: 'object', properties: {} },
  },
  {
    name: 'top_apps',
    description: 'The most used applications in a period, for the team or one member.',
    parameters: { type: 'object', properties: { member: { type: 'string' }, ...period } },
  },
  {
    name: 'not_tracked_today',
    description: 'Active members who have logged no time today.',
    parameters: { type: 'object', properties: {} },
  },
  {
    name: 'budgets_at_risk',
    description: 'Projects over their budget, and those at 80 % or more of it (all-time use).',
    parameters: { type: 'object', properties: {} },
  },
  {
    name: 'capacity',
    description: 'Members over and under their capacity in a period (weekly capacity spread over working days).',
    parameters: { type: 'object', properties: { ...period } },
  },
  {
    name: 'idle_time',
    description: 'Idle time discarded in a period, for the team (per member) or one member.',
    parameters: { type: 'object', properties: { member: { type: 'string' }, ...period } },
  },
  {
    name: 'compare_weeks',
    description: 'Hours this week so far against the whole of last week, for the team or one member.',
    parameters: { type: 'object', properties: { member: { type: 'string' } } },
  },
  {
    name: 'work_of',
    description: 'What one member worked on in a period: hours per project and task, and their notes.',
    parameters: { type: 'object', properties: { member: { type: 'string' }, ...period }, required: ['member'] },
  },
  {
    name: 'top_projects',
    description: 'Projects ranked by hours in a period.',
    parameters: { type: 'object', properties: { ...period } },
  },
  {
    name: 'project_profits',
    description:
      'Revenue, cost and profit per project in a period, most profitable first (as GET /financials/summary).',
    parameters: { type: 'object', properties: { ...period } },
  },
];
