import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which process runs a periodic job in the current window: every server and worker schedules the
 * same jobs, and a job that only needs to run once per window is claimed here first (job-runs.ts).
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull(),
  claimedBy: text('claimed_by').notNull(),
});
