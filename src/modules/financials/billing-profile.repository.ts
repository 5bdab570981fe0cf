import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { billingProfiles } from './financials.tables.js';

export type BillingProfileRow = typeof billingProfiles.$inferSelect;
type BillingProfileValues = Partial<Omit<BillingProfileRow, 'orgId' | 'updatedAt'>>;

export async function findBillingProfile(executor: Executor, orgId: string): Promise<BillingProfileRow | null> {
  const [row] = await executor.select().from(billingProfiles).where(eq(billingProfiles.orgId, orgId));
  return row ?? null;
}

/** Creates the organization's row on its first save; later saves change only the fields given. */
export async function saveBillingProfile(
  executor: Executor,
  orgId: string,
  values: BillingProfileValues,
  now: Date,
): Promise<BillingProfileRow> {
  const [row] = await executor
    .insert(billingProfiles)
    .values({ ...values, orgId, updatedAt: now })
    .onConflictDoUpdate({ target: billingProfiles.orgId, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
}
