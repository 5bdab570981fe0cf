import { z } from 'zod';
import { compactEntry, compactEntryPage, compactRunning } from './mcp.compact.js';

/**
 * The MCP tools and the API operation each one is. A tool never reads the database itself: it
 * names a route and maps its arguments onto that route's query or body, and the caller's own
 * request then runs through the route's guard, validation, visibility rules and errors. So a tool
 * can never allow more than the route does for the same caller. The input schemas here only
 * describe the arguments to an agent; the route's schema stays the one that decides.
 */

export type QueryValue = string | number | boolean | undefined;

/** One call of an API route, relative to the API prefix. */
export interface RouteCall {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, QueryValue>;
  body?: Record<string, unknown>;
}

interface McpTool {
  name: string;
  title: string;
  description: string;
  /** Reads only; false for the tools that record time. */
  readOnly: boolean;
  /** The operationId of the route the tool calls, for the docs and the discovery document. */
  operationId: string;
  input: z.ZodRawShape;
  route: (args: Record<string, unknown>) => RouteCall;
  /** Shapes the route's data for an agent (mcp.compact.ts); the data as it is when absent. */
  compact?: (data: unknown) => unknown;
}

/** Keeps each tool's arguments typed by its own schema while the catalogue stays one list. */
function tool<S extends z.ZodRawShape>(
  definition: Omit<McpTool, 'input' | 'route'> & {
    input: S;
    route: (args: z.output<z.ZodObject<S>>) => RouteCall;
  },
): McpTool {
  return definition as unknown as McpTool;
}

const id = (what: string) => z.uuid().describe(what);
const dayOrInstant = (what: string) =>
  z
    .string()
    .max(40)
    .describe(
      `${what}: a day (YYYY-MM-DD, a whole day of the organization's time zone) or an ISO 8601 instant with a time zone`,
    );
const day = (what: string) =>
  z.string().max(10).describe(`${what} (YYYY-MM-DD, a day of the organization's time zone)`);
const instant = (what: string) =>
  z.string().max(40).describe(`${what}: an ISO 8601 instant with a time zone, e.g. 2026-01-05T09:00:00Z`);
const notes = z.string().max(2000).describe('What the work was');
const page = {
  limit: z.number().int().min(1).max(200).optional().describe('Page size, 1 to 200 (default 50)'),
  cursor: z.string().max(512).optional().describe('nextCursor of the previous page, to read the next one'),
};
const segment = (value: string) => encodeURIComponent(value);

export const MCP_TOOLS: readonly McpTool[] = [
  tool({
    name: 'whoami',
    title: 'Who am I',
    description:
      'The signed-in user (id, name, e-mail) with their role in this organization, and the organizations they belong to. Call it first to learn your own userId and role.',
    readOnly: true,
    operationId: 'getMe',
    input: {},
    route: () => ({ method: 'GET', path: '/auth/me' }),
  }),
  tool({
    name: 'list_projects',
    title: 'List projects',
    description:
      'Projects of the organization with client, budget, assigned members and hours logged (money figures only for roles that may see financials). Paginated: pass nextCursor back as cursor.',
    readOnly: true,
    operationId: 'listProjects',
    input: {
      status: z.enum(['ACTIVE', 'ARCHIVED', 'ALL']).optional().describe('ACTIVE (default) hides archived projects'),
      ...page,
    },
    route: (args) => ({ method: 'GET', path: '/projects', query: args }),
  }),
  tool({
    name: 'get_project',
    title: 'Get a project',
    description: 'One project by id, with its budget, assigned members and profitability figures.',
    readOnly: true,
    operationId: 'getProject',
    input: { projectId: id('The project id (from list_projects)') },
    route: ({ projectId }) => ({ method: 'GET', path: `/projects/${segment(projectId)}` }),
  }),
  tool({
    name: 'list_time_entries',
    title: 'List time entries',
    description:
      "Time entries, newest first. Members see only their own; managers, admins and owners see everyone's and may filter by userId. Filter by project, period (from inclusive, to exclusive; a day as `to` includes that whole day), approval status and billability. Paginated: pass nextCursor back as cursor.",
    readOnly: true,
    operationId: 'listTimeEntries',
    input: {
      userId: id(
        "Only this user's (or member id's) entries; someone else's need a role that reads all time",
      ).optional(),
      projectId: id('Only entries on this project').optional(),
      from: dayOrInstant('Entries starting at or after').optional(),
      to: dayOrInstant('Entries starting before').optional(),
      status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).optional().describe('Approval status'),
      billable: z.boolean().optional().describe('Only billable (true) or only non-billable (false) entries'),
      ...page,
    },
    route: (args) => ({ method: 'GET', path: '/time/entries', query: args }),
    compact: compactEntryPage,
  }),
  tool({
    name: 'get_running_timer',
    title: 'Get my running timer',
    description: "The caller's running timer as a time entry, or running: null when none runs.",
    readOnly: true,
    operationId: 'getRunningTimer',
    input: {},
    route: () => ({ method: 'GET', path: '/time/timer' }),
    compact: compactRunning,
  }),
  tool({
    name: 'team_status',
    title: 'Live team status',
    description:
      "Who is working now: for every active member, online or offline, the running timer (project, notes, elapsed seconds) and today's worked seconds (the organization's day). Managers, admins and owners only.",
    readOnly: true,
    operationId: 'getLiveTeam',
    input: {},
    route: () => ({ method: 'GET', path: '/time/live-team' }),
  }),
  tool({
    name: 'time_by_member',
    title: 'Hours per member',
    description:
      "Worked and billable seconds per member over a period (whole days of the organization's zone, default this week, at most 366 days), with totals; optionally split per project, client, task, day or week. Managers, admins and owners (time.read.all) see every member; others only their own line. Default: everything but REJECTED time.",
    readOnly: true,
    operationId: 'getTimeReport',
    input: {
      from: day('First day; default this week’s first day').optional(),
      to: day('Last day, included; default the last day of the week of from').optional(),
      thenBy: z
        .enum(['client', 'project', 'task', 'day', 'week'])
        .optional()
        .describe("Split each member's line by this"),
      userId: id("Only this user's (or member id's) time; someone else's needs time.read.all").optional(),
      projectId: id('Only time on this project').optional(),
      clientId: id("Only time on this client's projects").optional(),
      billable: z.boolean().optional().describe('Only billable (true) or only non-billable (false) time'),
      status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).optional().describe('Only time in this approval state'),
    },
    route: (args) => ({ method: 'GET', path: '/reports/time', query: { ...args, groupBy: 'member' } }),
  }),
  tool({
    name: 'list_members',
    title: 'List members',
    description:
      'Members of the organization with user id, name, e-mail, role, status and weekly capacity; rates only for roles that may read them (members.rates.read), null otherwise. Needs members.read. Paginated: pass nextCursor back as cursor.',
    readOnly: true,
    operationId: 'listMembers',
    input: {
      status: z.enum(['ACTIVE', 'INVITED', 'DEACTIVATED']).optional().describe('Only members in this state'),
      ...page,
    },
    route: (args) => ({ method: 'GET', path: '/organizations/members', query: args }),
  }),
  tool({
    name: 'ai_daily_summary',
    title: 'AI daily summary',
    description:
      "A written stand-up summary of one day: the team's with time.read.all, else the caller's own. Needs AI access in the plan (TRIAL, PRO, TEAM): otherwise PLAN_REQUIRED (402) with the plan to choose in the hint.",
    readOnly: true,
    operationId: 'aiDailySummary',
    input: { date: day('The day to summarize') },
    route: (args) => ({ method: 'POST', path: '/ai/summary/daily', body: args }),
  }),
  tool({
    name: 'ai_overview',
    title: 'AI team overview',
    description:
      "An executive overview of the last days of the organization's calendar (today included): per project and per developer, with inferred skills; money only with financials.read. Needs time.read.all and Team plan AI access (TRIAL, TEAM): otherwise PLAN_REQUIRED (402).",
    readOnly: true,
    operationId: 'aiOverview',
    input: { days: z.number().int().min(1).max(30).optional().describe('How many days, 1 to 30 (default 7)') },
    route: (args) => ({ method: 'GET', path: '/ai/overview', query: args }),
  }),
  tool({
    name: 'ai_work_day',
    title: 'AI work day',
    description:
      "One day reconstructed as tasks with times, from entries, notes and activity: the caller's, one member's (by userId or memberName; someone else's needs time.read.all) or, without either, everyone the caller may see. Needs Team plan AI access (TRIAL, TEAM): otherwise PLAN_REQUIRED (402).",
    readOnly: true,
    operationId: 'aiWorkDay',
    input: {
      date: day('The day'),
      userId: id("The member's user id (or member id), from list_members").optional(),
      memberName: z.string().max(200).optional().describe("The member's name, when the id is not known"),
    },
    route: (args) => ({ method: 'POST', path: '/ai/work-day', body: args }),
  }),
  tool({
    name: 'start_timer',
    title: 'Start my timer',
    description:
      "Start the caller's timer now, optionally on a project they are assigned to. Fails with TIMER_ALREADY_RUNNING (409) when a timer already runs: stop it first; with PROJECT_REQUIRED, TASK_REQUIRED or NOTES_REQUIRED (400) when the organization requires what is missing: ask the person for it.",
    readOnly: false,
    operationId: 'startTimer',
    input: {
      projectId: id('The project to track time on (from list_projects)').optional(),
      notes: notes.optional(),
      isBillable: z.boolean().optional().describe("Default: the project's billable default (true without a project)"),
    },
    route: (args) => ({ method: 'POST', path: '/time/timer/start', body: args }),
    compact: compactEntry,
  }),
  tool({
    name: 'stop_timer',
    title: 'Stop my timer',
    description:
      "Stop the caller's running timer now and return the finished entry. Fails with NO_RUNNING_TIMER (409) when no timer runs. A timer that ran less than the organization's minimum fails with TIMER_TOO_SHORT (409) and keeps running: ask the person whether to keep or discard the time, then call again with ifShort KEEP or DISCARD (discarded: true in the answer).",
    readOnly: false,
    operationId: 'stopTimer',
    input: {
      notes: notes.optional().describe('Replaces the notes of the entry'),
      ifShort: z
        .enum(['ASK', 'KEEP', 'DISCARD'])
        .optional()
        .describe(
          "Under the organization's minimum: ASK (default) fails with TIMER_TOO_SHORT, KEEP saves, DISCARD deletes",
        ),
    },
    route: (args) => ({ method: 'POST', path: '/time/timer/stop', body: args }),
    compact: compactEntry,
  }),
  tool({
    name: 'log_manual_time',
    title: 'Log time manually',
    description:
      "Record time the caller worked after the fact. endTime after startTime, at most 24 hours, not in the future, and not overlapping the caller's other entries (TIME_ENTRY_OVERLAP, 409). The entry starts PENDING approval.",
    readOnly: false,
    operationId: 'createManualTimeEntry',
    input: {
      startTime: instant('When the work started'),
      endTime: instant('When the work ended'),
      projectId: id('The project the work was on (from list_projects)').optional(),
      notes: notes.optional(),
      isBillable: z.boolean().optional().describe("Default: the project's billable default (true without a project)"),
    },
    route: (args) => ({ method: 'POST', path: '/time/manual', body: args }),
    compact: compactEntry,
  }),
  tool({
    name: 'activity_summary',
    title: 'Activity summary',
    description:
      "Top applications and sites, productivity score and categories of tracked activity over a period (default the last 7 days, at most 366). Members see their own; roles that read all activity see the team's, or one member's with userId.",
    readOnly: true,
    operationId: 'getActivitySummary',
    input: {
      from: dayOrInstant('Period start').optional(),
      to: dayOrInstant('Period end (exclusive; a day includes that whole day)').optional(),
      userId: id("Only this user's (or member id's) activity").optional(),
      projectId: id('Only activity on this project').optional(),
    },
    route: (args) => ({ method: 'GET', path: '/activities/summary', query: args }),
  }),
  tool({
    name: 'financial_summary',
    title: 'Financial summary',
    description:
      'Revenue, cost, profit and margin, per project and per member, for a period compared with the one before (default: this month in the organization’s time zone against the last). Only roles that may see financials (owners and admins by default); others get FORBIDDEN.',
    readOnly: true,
    operationId: 'getFinancialSummary',
    input: {
      from: day('First day of the period; send with to').optional(),
      to: day('Last day of the period, included; at most 366 days after from').optional(),
      projectId: id('Only this project').optional(),
    },
    route: (args) => ({ method: 'GET', path: '/financials/summary', query: args }),
  }),
  tool({
    name: 'list_invoices',
    title: 'List invoices',
    description:
      'Invoices of the organization, newest first, with client, totals and status (OVERDUE includes sent invoices past their due date). Only roles that may see financials. Paginated: pass nextCursor back as cursor.',
    readOnly: true,
    operationId: 'listInvoices',
    input: {
      status: z.enum(['DRAFT', 'SENT', 'PAID', 'OVERDUE', 'CANCELLED']).optional(),
      client: z.string().max(200).optional().describe('Client name, whole and case-insensitive'),
      projectId: id('Only invoices of this project').optional(),
      from: day('Created on or after').optional(),
      to: day('Created on or before').optional(),
      ...page,
    },
    route: (args) => ({ method: 'GET', path: '/financials/invoices', query: args }),
  }),
];
