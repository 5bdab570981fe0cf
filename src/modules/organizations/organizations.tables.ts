import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    /** TRIAL, STARTER or TEAM; a new organization starts a 14-day TRIAL with full access. */
    plan: text('plan').notNull().default('TRIAL'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('organizations_plan_check', sql`${table.plan} in ('TRIAL', 'STARTER', 'TEAM')`)],
);
