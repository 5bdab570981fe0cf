import { z } from 'zod';
import { daySchema } from '../../../platform/http/dates.js';

/** Weekly timesheets (issue 18): request and answer shapes. */

const weekStatus = z.enum(['OPEN', 'SUBMITTED', 'APPROVED', 'REJECTED']);
const weekStart = daySchema.describe(
  "The week's first day (YYYY-MM-DD) in the organization's calendar: its time zone and first day of the week",
);

export const weekParams = z.object({ weekId: z.uuid() });

export const weekBody = z.object({ weekStart });

export const myWeekQuery = z.object({
  weekStart: weekStart.optional().describe("Default: the current week in the organization's calendar"),
});

export const listWeeksQuery = z.object({
  status: z.enum(['SUBMITTED', 'APPROVED', 'REJECTED']).optional(),
  from: daySchema.optional().describe('Weeks starting on or after this day'),
  to: daySchema.optional().describe('Weeks starting on or before this day'),
  userId: z.uuid().optional().describe("One person's weeks (user or member id)"),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const rejectWeekBody = z.object({ rejectionReason: z.string().trim().min(3).max(500) });

const weekFields = {
  id: z.uuid().nullable().describe('Null while the week is OPEN (never submitted, or withdrawn)'),
  memberId: z.uuid(),
  weekStart: z.string(),
  weekEnd: z.string().describe("The week's last day"),
  status: weekStatus,
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedByMemberId: z.uuid().nullable(),
  rejectionReason: z.string().nullable(),
  entryCount: z.number().int().describe('Entries starting in the week (running ones included)'),
  totalSeconds: z.number().int().describe('Worked seconds of the finished entries starting in the week'),
  billableSeconds: z.number().int(),
};

export const timesheetWeekSchema = z.object({ ...weekFields, userId: z.uuid(), userName: z.string() });

export const myWeekSchema = z.object({
  ...weekFields,
  timeZone: z.string().describe("The organization's time zone, where the week's days begin"),
  hasRunningTimer: z.boolean().describe('A timer started in this week is running (stop it before submitting)'),
  locked: z.boolean().describe("SUBMITTED or APPROVED: the week's entries cannot be changed by their owner"),
  canSubmit: z.boolean(),
  canWithdraw: z.boolean(),
});

export type ListWeeksQuery = z.output<typeof listWeeksQuery>;
