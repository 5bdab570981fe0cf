import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    /**
     * TRIAL, FREE, PRO or TEAM (plan.rules.ts). A new organization starts a 14-day TRIAL; the plan
     * in force is computed (a TRIAL past trial_ends_at is FREE), so nothing has to flip it on time.
     */
    plan: text('plan').notNull().default('TRIAL'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** Where the organization's days begin: an IANA name (docs/time-zones.md), checked by Intl on write. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The day weeks start on, ISO numbering: Monday 1 to Sunday 7. */
    firstDayOfWeek: smallint('first_day_of_week').notNull().default(1),
    /** The days people normally work, ISO numbering, ascending; capacity is spread over them. */
    workingDays: smallint('working_days')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5}'`),
    /**
     * Whether reviewers may approve their own time and weeks (off: someone else approves them;
     * docs/time-tracking.md). An Owner with no other reviewer may always.
     */
    allowSelfApproval: boolean('allow_self_approval').notNull().default(false),
    /** What every time entry must carry (docs/time-tracking.md, "What time needs"); all off by default. */
    requireProject: boolean('require_project').notNull().default(false),
    /** A task of the entry's project; a task needs a project, so this requires one too. */
    requireTask: boolean('require_task').notNull().default(false),
    requireNotes: boolean('require_notes').notNull().default(false),
    /**
     * A timer stopped before running this long is not saved without being asked (keep or discard);
     * 0: no minimum.
     */
    minimumTimerSeconds: integer('minimum_timer_seconds').notNull().default(60),
    /**
     * The accent colour of the portal, the invitation page and emails (Settings → Brand): #rrggbb in
     * lower case; null, Punchclock's own colours.
     */
    accentColor: text('accent_color'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('organizations_plan_check', sql`${table.plan} in ('TRIAL', 'FREE', 'PRO', 'TEAM')`),
    check('organizations_minimum_timer_check', sql`${table.minimumTimerSeconds} between 0 and 3600`),
    check('organizations_accent_color_check', sql`${table.accentColor} ~ '^#[0-9a-f]{6}$'`),
    check('organizations_first_day_check', sql`${table.firstDayOfWeek} between 1 and 7`),
    check(
      'organizations_working_days_check',
      sql`cardinality(${table.workingDays}) > 0 and ${table.workingDays} <@ '{1,2,3,4,5,6,7}'::smallint[]`,
    ),
  ],
);
