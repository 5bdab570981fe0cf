import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { members } from '../../members/index.js';

/**
 * A member's week handed in for review (docs/time-tracking.md, "Weekly timesheets"). A week with no
 * row is open. SUBMITTED and APPROVED lock the member's entries that start in the week; REJECTED
 * unlocks them so they can be fixed and the week submitted again (the same row, updated).
 */
export const timesheetWeeks = pgTable(
  'timesheet_weeks',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    memberId: uuid('member_id').notNull(),
    /** The week's first day in the organization's calendar (its time zone and first day of the week). */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    reviewedByMemberId: uuid('reviewed_by_member_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
  },
  (table) => [
    foreignKey({
      name: 'timesheet_weeks_member_fk',
      columns: [table.orgId, table.memberId],
      foreignColumns: [members.orgId, members.id],
    }).onDelete('cascade'),
    unique('timesheet_weeks_member_week_unique').on(table.orgId, table.memberId, table.weekStart),
    // The managers' list: an organization's weeks by status, newest first.
    index('timesheet_weeks_org_status_idx').on(table.orgId, table.status, table.weekStart),
    check('timesheet_weeks_status_check', sql`${table.status} in ('SUBMITTED', 'APPROVED', 'REJECTED')`),
  ],
);
