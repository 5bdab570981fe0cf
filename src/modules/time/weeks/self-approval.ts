import type { TenantContext } from '../../../platform/auth/context.js';
import type { Executor } from '../../../platform/db/index.js';
import { errors } from '../../../platform/http/errors.js';
import { otherActiveMembersHolding } from '../../members/index.js';
import { reviewPolicyOf } from '../../organizations/index.js';
import { mayApproveOwnTime } from './self-approval.rules.js';

/**
 * Refuses (403 SELF_APPROVAL_NOT_ALLOWED) an approval that includes the reviewer's own time, unless
 * the organization allows it or nobody else could review an Owner (self-approval.rules.ts). The
 * same check for entries (POST /time/approve) and weeks, inside their transaction.
 */
export async function assertMayApprove(executor: Executor, ctx: TenantContext, ownerMemberIds: readonly string[]) {
  if (!ownerMemberIds.includes(ctx.memberId)) return;
  const { allowSelfApproval } = await reviewPolicyOf(executor, ctx.orgId);
  const otherReviewers = await otherActiveMembersHolding(executor, ctx.orgId, ctx.memberId, 'time.approve');
  if (mayApproveOwnTime({ allowSelfApproval, reviewerIsOwner: ctx.role.builtInKey === 'OWNER', otherReviewers }))
    return;
  throw errors.forbidden(
    'SELF_APPROVAL_NOT_ALLOWED',
    'You cannot approve your own time',
    'Another reviewer approves it. An Owner or Admin can allow reviewers to approve their own time in Settings.',
  );
}
