import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { organizations } from './organizations.tables.js';

/** How the organization reviews time: who may approve whose (docs/time-tracking.md). */
export const reviewPolicySchema = z.object({
  allowSelfApproval: z
    .boolean()
    .describe(
      'Whether reviewers may approve their own time and weeks. Off (default): someone else approves them; an Owner with no other reviewer always may.',
    ),
});

export const reviewPolicyPatch = z.object({ allowSelfApproval: z.boolean().optional() });

type ReviewPolicy = z.output<typeof reviewPolicySchema>;

const columns = { allowSelfApproval: organizations.allowSelfApproval };

export async function reviewPolicyOf(executor: Executor, orgId: string): Promise<ReviewPolicy> {
  const [row] = await executor.select(columns).from(organizations).where(eq(organizations.id, orgId));
  if (!row) throw errors.notFound('Organization', orgId);
  return row;
}

export async function updateReviewPolicy(
  executor: Executor,
  orgId: string,
  patch: z.output<typeof reviewPolicyPatch>,
): Promise<void> {
  if (patch.allowSelfApproval === undefined) return;
  await executor
    .update(organizations)
    .set({ allowSelfApproval: patch.allowSelfApproval })
    .where(eq(organizations.id, orgId));
}
