import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { TRIAL_PLANS, type Plan } from './plan.rules.js';
import { organizations } from './organizations.tables.js';

type OrganizationRow = typeof organizations.$inferSelect;

export async function insertOrganization(executor: Executor, organization: typeof organizations.$inferInsert) {
  await executor.insert(organizations).values(organization);
}

export async function findOrganization(executor: Executor, orgId: string): Promise<OrganizationRow | null> {
  const [organization] = await executor.select().from(organizations).where(eq(organizations.id, orgId));
  return organization ?? null;
}

/** Sets the stored plan; null when there is no such organization. */
export async function updatePlan(executor: Executor, orgId: string, plan: Plan): Promise<OrganizationRow | null> {
  const [organization] = await executor
    .update(organizations)
    .set({ plan })
    .where(eq(organizations.id, orgId))
    .returning();
  return organization ?? null;
}

/**
 * Puts an organization on a trial ending at `endsAt`, unless it is on a paid plan; null when there
 * is no such organization or it pays (one statement, so a concurrent `set` cannot be overwritten).
 */
export async function updateTrialEnd(executor: Executor, orgId: string, endsAt: Date): Promise<OrganizationRow | null> {
  const [organization] = await executor
    .update(organizations)
    .set({ plan: 'TRIAL', trialEndsAt: endsAt })
    .where(and(eq(organizations.id, orgId), inArray(organizations.plan, [...TRIAL_PLANS])))
    .returning();
  return organization ?? null;
}

/** Every organization's calendar (zone, first day of the week, working days), for jobs that run across them. */
export function listOrganizationCalendars(executor: Executor) {
  return executor
    .select({
      orgId: organizations.id,
      timeZone: organizations.timeZone,
      firstDayOfWeek: organizations.firstDayOfWeek,
      workingDays: organizations.workingDays,
    })
    .from(organizations);
}
