import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { newId } from '../../platform/ids.js';
import { invites, members } from './members.tables.js';

/** Deletes the member's invitation that is not accepted yet (its link stops working). */
export async function deleteOpenInvites(tx: Executor, orgId: string, memberId: string) {
  await tx
    .delete(invites)
    .where(and(eq(invites.orgId, orgId), eq(invites.memberId, memberId), isNull(invites.acceptedAt)));
}

/** Replaces any open invitation of the member with a new one. */
export async function replaceOpenInvite(
  tx: Executor,
  input: { orgId: string; memberId: string; tokenHash: string; expiresAt: Date; now: Date },
) {
  await deleteOpenInvites(tx, input.orgId, input.memberId);
  await tx.insert(invites).values({
    id: newId(),
    orgId: input.orgId,
    memberId: input.memberId,
    tokenHash: input.tokenHash,
    expiresAt: input.expiresAt,
    createdAt: input.now,
  });
}

/** The invitation with this token hash and the member it invites, or null. */
export async function findInviteByTokenHash(executor: Executor, tokenHash: string) {
  const [found] = await executor
    .select({ invite: invites, userId: members.userId, memberStatus: members.status })
    .from(invites)
    .innerJoin(members, and(eq(members.orgId, invites.orgId), eq(members.id, invites.memberId)))
    .where(eq(invites.tokenHash, tokenHash));
  return found ?? null;
}

/** Marks the invitation accepted unless it already is, so two concurrent accepts cannot both succeed. */
export async function claimInvite(tx: Executor, inviteId: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(invites)
    .set({ acceptedAt: now })
    .where(and(eq(invites.id, inviteId), isNull(invites.acceptedAt)))
    .returning({ id: invites.id });
  return claimed.length > 0;
}
