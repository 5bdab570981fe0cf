import { z } from 'zod';
import { daySchema } from '../../../platform/http/dates.js';

/** What a report groups time by (docs/reports.md). */
export const reportDimension = z.enum(['client', 'project', 'task', 'member', 'day', 'week']);
export type ReportDimension = z.infer<typeof reportDimension>;

const booleanString = z.enum(['true', 'false']).transform((value) => value === 'true');

export const reportQuery = z.object({
  from: daySchema
    .optional()
    .describe("First day (YYYY-MM-DD, the organization's zone); default: this week's first day"),
  to: daySchema.optional().describe('Last day, inclusive; default: the last day of the week of from. At most 366 days'),
  groupBy: reportDimension.default('project').describe('First level of the table'),
  thenBy: reportDimension.optional().describe('Optional second level, different from groupBy'),
  clientId: z.uuid().optional().describe("Time on this client's projects; another organization's matches nothing"),
  projectId: z.uuid().optional(),
  taskId: z.uuid().optional(),
  tagId: z.uuid().optional().describe('Entries carrying this tag (read from the entries, not the rollups)'),
  userId: z.uuid().optional().describe("This user's (or member's) time; someone else's needs time.read.all"),
  billable: booleanString.optional(),
  status: z
    .enum(['PENDING', 'APPROVED', 'REJECTED'])
    .optional()
    .describe('Only time in this approval state; default: everything but REJECTED'),
});
export type ReportQuery = z.infer<typeof reportQuery>;

const measures = {
  seconds: z.number().int().describe('Worked seconds (idle removed)'),
  billableSeconds: z.number().int(),
};

const line = z.object({
  key: z.string().nullable().describe('The id, day or week start; null: no client, project or task'),
  label: z.string(),
  ...measures,
});

export const timeReportSchema = z.object({
  period: z.object({ from: z.string(), to: z.string(), timeZone: z.string() }),
  groupBy: reportDimension,
  thenBy: reportDimension.nullable(),
  totals: z.object({ ...measures, entries: z.number().int() }),
  groups: z.array(line.extend({ children: z.array(line).optional() })),
});
export type TimeReport = z.infer<typeof timeReportSchema>;
