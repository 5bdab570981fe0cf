import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import type { Plan } from './plan.rules.js';
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
