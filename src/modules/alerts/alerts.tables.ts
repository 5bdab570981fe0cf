import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from '../members/index.js';
import { organizations } from '../organizations/index.js';

/**
 * An organization's switches for reminders and alerts (docs/alerts.md). No row: the defaults
 * (both on, the reminder on the last working day of the week at 15:00 in the organization's zone).
 */
export const alertSettings = pgTable(
  'alert_settings',
  {
    orgId: uuid('org_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    budgetAlerts: boolean('budget_alerts').notNull().default(true),
    capacityReminders: boolean('capacity_reminders').notNull().default(true),
    /** ISO weekday (Monday 1 … Sunday 7) the reminder goes out on; null: the week's last working day. */
    reminderWeekday: smallint('reminder_weekday'),
    /** Hour of the day (0–23) on the organization's clocks. */
    reminderHour: smallint('reminder_hour').notNull().default(15),
  },
  (table) => [
    check('alert_settings_weekday_check', sql`${table.reminderWeekday} between 1 and 7`),
    check('alert_settings_hour_check', sql`${table.reminderHour} between 0 and 23`),
  ],
);

/** A member's own switches, per organization. No row: both on. */
export const alertPreferences = pgTable(
  'alert_preferences',
  {
    orgId: uuid('org_id').notNull(),
    memberId: uuid('member_id').notNull(),
    budgetAlerts: boolean('budget_alerts').notNull().default(true),
    capacityReminders: boolean('capacity_reminders').notNull().default(true),
  },
  (table) => [
    primaryKey({ columns: [table.orgId, table.memberId] }),
    foreignKey({
      name: 'alert_preferences_member_fk',
      columns: [table.orgId, table.memberId],
      foreignColumns: [members.orgId, members.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Each occasion an alert was handled for, claimed by the insert that sends it (or finds nothing to
 * send): a second worker's insert finds the row and does nothing. Budget occasions are deleted when
 * the project falls back below the threshold, so the next crossing is a new occasion.
 */
export const alertOccasions = pgTable(
  'alert_occasions',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** BUDGET (subject: a project, occasion: the threshold) or CAPACITY (a member, the week's first day). */
    kind: text('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    occasion: text('occasion').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.orgId, table.kind, table.subjectId, table.occasion] }),
    check('alert_occasions_kind_check', sql`${table.kind} in ('BUDGET', 'CAPACITY')`),
  ],
);
