import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('organizations_plan_check', sql`${table.plan} in ('TRIAL', 'FREE', 'PRO', 'TEAM')`)],
);
