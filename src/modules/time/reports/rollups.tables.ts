import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Rollups of counted time (finished entries), kept by statement-level triggers on time_entries
 * in the same transaction as every change to an entry (migration 0020, docs/rollups.md), so no
 * write path can forget them. Days are local days of the organization's time zone; each row
 * names the zone it was built in, because a change of zone rebuilds the rows in the background
 * (`time_rollup_rebuilds`) while the old zone's rows stay whole.
 *
 * Amounts are exact: seconds × the entry's snapshotted rate per hour, unrounded (numeric), so a
 * reader rounds once on the sum exactly as it would over the raw entries.
 */
const measures = {
  entries: integer('entries').notNull(),
  workedSeconds: bigint('worked_seconds', { mode: 'number' }).notNull(),
};
const amounts = {
  /** Σ worked seconds × bill rate of billable entries (÷ 36 gives cents). */
  billableAmount: numeric('billable_amount').notNull(),
  /** Σ worked seconds × cost rate (÷ 36 gives cents). */
  costAmount: numeric('cost_amount').notNull(),
};

/** The finest grain: per local day, member, project, task, billable flag and approval state. */
export const timeRollupDays = pgTable(
  'time_rollup_days',
  {
    orgId: uuid('org_id').notNull(),
    timeZone: text('time_zone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    memberId: uuid('member_id').notNull(),
    projectId: uuid('project_id'),
    /** The entry's task, where it has one (migration 0027): reports by task read the rollups too. */
    taskId: uuid('task_id'),
    isBillable: boolean('is_billable').notNull(),
    status: text('status').notNull(),
    ...measures,
    ...amounts,
  },
  (table) => [
    unique('time_rollup_days_key')
      .on(
        table.orgId,
        table.timeZone,
        table.day,
        table.memberId,
        table.projectId,
        table.taskId,
        table.isBillable,
        table.status,
      )
      .nullsNotDistinct(),
    index('time_rollup_days_project_idx').on(table.orgId, table.timeZone, table.projectId, table.day),
  ],
);

/** Counted (not rejected) time per local day and member: capacity and utilisation read it. */
export const timeRollupMemberDays = pgTable(
  'time_rollup_member_days',
  {
    orgId: uuid('org_id').notNull(),
    timeZone: text('time_zone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    memberId: uuid('member_id').notNull(),
    ...measures,
    billableSeconds: bigint('billable_seconds', { mode: 'number' }).notNull(),
  },
  (table) => [unique('time_rollup_member_days_key').on(table.orgId, table.timeZone, table.day, table.memberId)],
);

/**
 * The same per local calendar month (`month` is its first day): a year of a 500-person team is
 * 6,000 rows here instead of 180,000 member days.
 */
export const timeRollupMemberMonths = pgTable(
  'time_rollup_member_months',
  {
    orgId: uuid('org_id').notNull(),
    timeZone: text('time_zone').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    memberId: uuid('member_id').notNull(),
    ...measures,
    billableSeconds: bigint('billable_seconds', { mode: 'number' }).notNull(),
  },
  (table) => [unique('time_rollup_member_months_key').on(table.orgId, table.timeZone, table.month, table.memberId)],
);

/** Counted (not rejected) time and money per local day and project (null: no project). */
export const timeRollupProjectDays = pgTable(
  'time_rollup_project_days',
  {
    orgId: uuid('org_id').notNull(),
    timeZone: text('time_zone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    projectId: uuid('project_id'),
    ...measures,
    billableSeconds: bigint('billable_seconds', { mode: 'number' }).notNull(),
    ...amounts,
  },
  (table) => [
    unique('time_rollup_project_days_key')
      .on(table.orgId, table.timeZone, table.day, table.projectId)
      .nullsNotDistinct(),
  ],
);

/** All-time running totals per project and approval state, for budget use; independent of zones. */
export const timeRollupProjectTotals = pgTable(
  'time_rollup_project_totals',
  {
    orgId: uuid('org_id').notNull(),
    projectId: uuid('project_id').notNull(),
    status: text('status').notNull(),
    ...measures,
    billableSeconds: bigint('billable_seconds', { mode: 'number' }).notNull(),
    ...amounts,
  },
  (table) => [unique('time_rollup_project_totals_key').on(table.orgId, table.projectId, table.status)],
);

/**
 * An organization whose day rollups are being rebuilt in another zone, member by member in id
 * order: the rows of `fromZone` stay maintained and whole; rows of `toZone` hold the members up to
 * `doneThroughMemberId`. Readers use the rollups only when no rebuild is in progress.
 */
export const timeRollupRebuilds = pgTable('time_rollup_rebuilds', {
  orgId: uuid('org_id').primaryKey(),
  fromZone: text('from_zone').notNull(),
  toZone: text('to_zone').notNull(),
  doneThroughMemberId: uuid('done_through_member_id'),
  membersDone: integer('members_done').notNull().default(0),
  membersTotal: integer('members_total').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
