import { z } from 'zod';
import { daysBetween } from '../../platform/dates.js';
import { daySchema } from '../../platform/http/dates.js';
import { MAX_PERIOD_DAYS } from './summary.rules.js';

export const summaryQuery = z
  .object({
    from: daySchema
      .optional()
      .describe("First day of the period, in the organization's time zone; send with to. Default: this month there"),
    to: daySchema.optional().describe('Last day, included (a whole local day of 23 to 25 hours)'),
    projectId: z.uuid().optional().describe('Only this project'),
    clientId: z
      .uuid()
      .optional()
      .describe("Only this client's projects (GET /clients); members' hours count only time on them"),
  })
  .superRefine((query, ctx) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [query.from === undefined ? 'from' : 'to'],
        message: 'send from and to together',
      });
      return;
    }
    if (query.from !== undefined && query.to !== undefined) {
      const days = daysBetween(query.from, query.to) + 1;
      if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
      else if (days > MAX_PERIOD_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], message: `the period may span at most ${MAX_PERIOD_DAYS} days` });
    }
  });

const money = z.number().describe('Rounded to cents');
const period = z.object({ from: z.string(), to: z.string(), days: z.number().int() });

const totals = z.object({
  revenue: money,
  cost: money,
  profit: money,
  marginPercent: z.number().nullable().describe('profit / revenue × 100; null without revenue'),
  hoursLogged: z.number(),
  billableHours: z.number(),
});

export const summarySchema = z.object({
  period,
  totals,
  comparison: z.object({ period, totals }).describe('The month before, or the same number of days before from'),
  change: z.object({ revenue: money, cost: money, profit: money }).describe('This period less the comparison'),
  projects: z.array(
    z.object({
      projectId: z.uuid().nullable().describe('null: time on no project'),
      projectName: z.string().nullable(),
      clientName: z.string().nullable(),
      budgetType: z.enum(['FIXED', 'HOURLY']).nullable(),
      totalBudget: z.number().nullable(),
      hoursLogged: z.number(),
      billableHours: z.number(),
      revenue: money,
      cost: money,
      profit: money,
      marginPercent: z.number().nullable(),
      budgetUsedPercent: z.number().nullable().describe('Up to the end of the period; null without a budget'),
      overBudget: z.boolean().nullable(),
    }),
  ),
  members: z.array(
    z.object({
      memberId: z.uuid(),
      userId: z.uuid(),
      fullName: z.string(),
      status: z.string(),
      weeklyCapacityHours: z.number().nullable(),
      capacityHours: z
        .number()
        .nullable()
        .describe("weeklyCapacityHours × the period's working days / the organization's working days per week"),
      hoursLogged: z.number(),
      billableHours: z.number(),
      utilisationPercent: z.number().nullable(),
      billableUtilisationPercent: z.number().nullable(),
    }),
  ),
});

export type SummaryQuery = z.output<typeof summaryQuery>;
