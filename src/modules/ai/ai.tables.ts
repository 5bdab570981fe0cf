import { foreignKey, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/index.js';

/** The weekly report of an organization for one ISO week; regenerating replaces it. */
export const aiWeeklyReports = pgTable(
  'ai_weekly_reports',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    /** ISO week label, e.g. 2026-W47. */
    isoWeek: text('iso_week').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** 'builtin' or 'openai:<model>'. */
    engine: text('engine').notNull(),
    /** The report's structured figures and prose, as the API answers it. */
    content: jsonb('content').notNull(),
    markdown: text('markdown').notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('ai_weekly_reports_org_week_unique').on(table.orgId, table.isoWeek),
    foreignKey({
      name: 'ai_weekly_reports_org_fk',
      columns: [table.orgId],
      foreignColumns: [organizations.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One row per organization and ISO week whose Friday email went out: the scheduled job claims the
 * row (insert … on conflict do nothing) in the transaction that queues the mail, so several
 * workers send it once.
 */
export const aiWeeklyReportMailings = pgTable(
  'ai_weekly_report_mailings',
  {
    orgId: uuid('org_id').notNull(),
    isoWeek: text('iso_week').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'ai_weekly_report_mailings_pk', columns: [table.orgId, table.isoWeek] }),
    foreignKey({
      name: 'ai_weekly_report_mailings_org_fk',
      columns: [table.orgId],
      foreignColumns: [organizations.id],
    }).onDelete('cascade'),
  ],
);
