// Who may approve their own time: the server's rule (src/modules/time/weeks/self-approval.rules.ts),
// here so the approvals screen locks exactly the entries the server would refuse.

interface SelfApprovalFacts {
  /** The organization's setting, off by default. */
  allowSelfApproval: boolean;
  /** The reviewer holds the built-in Owner role. */
  reviewerIsOwner: boolean;
  /** Other active members whose role may approve time. */
  otherReviewers: number;
}

export function mayApproveOwnTime({ allowSelfApproval, reviewerIsOwner, otherReviewers }: SelfApprovalFacts): boolean {
  return allowSelfApproval || (reviewerIsOwner && otherReviewers === 0);
}

/** Active members other than `userId` whose role holds time.approve. */
export function otherReviewersOf(
  members: readonly { status: string; user: { id: string }; role: { id: string } }[],
  roles: readonly { id: string; permissions: readonly string[] }[],
  userId: string | undefined,
): number {
  const approving = new Set(roles.filter((role) => role.permissions.includes('time.approve')).map((role) => role.id));
  return members.filter(
    (member) => member.status === 'ACTIVE' && member.user.id !== userId && approving.has(member.role.id),
  ).length;
}
