import { z } from 'zod';
import { daySchema } from '../../platform/http/dates.js';

export const dailySummaryBody = z.object({ date: daySchema });
export const overviewQuery = z.object({ days: z.coerce.number().int().min(1).max(30).default(7) });
/** Which week's report: an ISO week (2026-W47) or any day of it (its Monday: 2026-11-16). */
export const weeklyReportQuery = z.object({
  week: z
    .string()
    .max(20)
    .optional()
    .describe(
      "An ISO week (2026-W47) or any day of it (2026-11-16), in the organization's weeks. Generating: default the last complete week. Reading: default the latest report.",
    ),
});
export const workDayBody = z.object({
  date: daySchema,
  userId: z.uuid().optional().describe("The member's user id (or member id); someone else's day needs time.read.all"),
  memberName: z.string().trim().min(1).max(200).optional(),
});
export const chatBody = z.object({ message: z.string().trim().min(1).max(2000) });

const engine = z.string().describe("Who wrote the words: 'builtin' or 'openai:<model>'");
const hours = z.number();
const app = z.object({ name: z.string(), hours });
const member = z.object({
  memberId: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  hours,
  billableHours: hours,
  entries: z.number().int(),
  capacityHours: hours.nullable(),
  overtimeHours: hours,
  idleHours: hours,
  pendingHours: hours.describe('Of hours: waiting for review'),
  rejectedHours: hours.describe('Their rejected time: in none of the other figures'),
  activityPercent: z.number().int().nullable(),
  projects: z.array(z.object({ name: z.string(), hours })),
  tasks: z.array(z.object({ name: z.string(), hours })).describe('Tasks they logged time to, most hours first'),
  topApps: z.array(app),
});
const project = z.object({
  projectId: z.uuid().nullable(),
  name: z.string(),
  hours,
  billableHours: hours,
  billableAmount: z.number().nullable().describe('Null without financials.read'),
  people: z.number().int(),
});
const totals = z.object({
  hours,
  billableHours: hours,
  entries: z.number().int(),
  people: z.number().int(),
  billableAmount: z.number().nullable(),
  idleHours: hours,
  approvedHours: hours.describe('Of hours: approved by a reviewer'),
  pendingHours: hours.describe('Of hours: waiting for review'),
  rejectedHours: hours.describe('Rejected time: not worked or billable time, in none of the other figures'),
});
const period = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string().describe('Where the days of the period (byDay, days) begin'),
  days: z.number().int(),
  totals,
  members: z.array(member),
  projects: z.array(project),
  byDay: z.array(z.object({ date: z.string(), hours })),
  topApps: z.array(app),
  notes: z.array(z.object({ member: z.string(), project: z.string().nullable(), note: z.string() })),
});
const budget = z.object({
  project: z.string(),
  type: z.enum(['FIXED', 'HOURLY']),
  budget: z.number(),
  used: z.number(),
  usedPercent: z.number().nullable().describe('Per cent of the budget used, two decimals, as GET /projects states it'),
  overBudget: z.boolean(),
});
const skills = z.array(
  z.object({
    member: z.string(),
    skills: z.array(
      z.object({
        skill: z.string(),
        evidenceCount: z.number().int().describe('Apps, tasks and notes that support it'),
        evidence: z.array(z.string()).describe('Up to five of them; a project name is never evidence'),
      }),
    ),
  }),
);

const screenshotCounts = {
  count: z.number().int(),
  blurred: z.number().int(),
  requestedLive: z.number().int().describe('Taken because a manager asked for a live capture'),
};
const screenshotsFact = z
  .object({
    ...screenshotCounts,
    shots: z.array(
      z.object({
        capturedAt: z.string(),
        activityPercent: z.number().nullable().describe("The activity of the screenshot's slot, one decimal"),
        blurred: z.boolean(),
        requestedLive: z.boolean(),
      }),
    ),
  })
  .nullable()
  .describe("Null when the caller may not see this member's screenshots (screenshots.read.all)");

export const dailySummarySchema = z.object({
  date: z.string(),
  engine,
  summary: z.string(),
  facts: z.object({
    date: z.string(),
    period,
    previousDay: z
      .string()
      .describe('The day compared with: the working day before, or the same weekday a week earlier for a day off'),
    previousDayHours: hours,
    screenshots: z.array(z.object({ member: z.string(), ...screenshotCounts })),
  }),
});

export const overviewSchema = z.object({
  days: z.number().int(),
  engine,
  overview: z.string(),
  facts: z.object({
    period,
    previousPeriodHours: hours,
    changePercent: z.number().int().nullable(),
    budgets: z.array(budget),
    skills,
  }),
});

export const workDaySchema = z.object({
  date: z.string(),
  timeZone: z.string().describe('Where the day begins: the organization’s zone, or the caller’s own for their own day'),
  engine,
  summary: z.string(),
  people: z.array(
    z.object({
      memberId: z.uuid(),
      name: z.string(),
      hours,
      rejectedHours: hours.describe('Their rejected time that day: in none of their hours'),
      untrackedActivityMinutes: z.number().int(),
      screenshotsOutsideTasks: screenshotsFact,
      tasks: z.array(
        z.object({
          start: z.string(),
          end: z.string().nullable(),
          project: z.string().nullable(),
          notes: z.string().nullable(),
          hours,
          status: z
            .enum(['PENDING', 'APPROVED', 'REJECTED'])
            .describe("A rejected task's hours are in none of the person's figures"),
          activityPercent: z.number().int().nullable(),
          apps: z.array(z.string()),
          screenshots: screenshotsFact,
        }),
      ),
    }),
  ),
});

export const weeklyReportSchema = z.object({
  id: z.uuid(),
  week: z
    .string()
    .describe("The ISO week holding most of the organization's week (its first day, its zone), e.g. 2026-W47"),
  from: z.string(),
  to: z.string(),
  timeZone: z.string().optional().describe("The organization's zone the week was taken in"),
  engine,
  generatedAt: z.string(),
  overview: z.string(),
  totals,
  changePercent: z.number().int().nullable(),
  previousPeriodHours: hours,
  projects: z.array(project),
  budgets: z.array(budget),
  developers: z.array(member),
  skills,
  markdown: z.string(),
});

export const chatSchema = z.object({
  engine,
  answer: z.string(),
  fallback: z
    .boolean()
    .describe("True when the provider's answer was replaced because it held a figure no tool returned"),
  toolCalls: z.array(
    z.object({
      tool: z.string(),
      arguments: z.record(z.string(), z.unknown()),
      result: z.record(z.string(), z.unknown()),
    }),
  ),
});
