/**
 * Who approves whose time (docs/time-tracking.md, "Nobody approves their own time"): a reviewer's
 * own entries and weeks wait for someone else, unless the organization allows self-approval. An
 * Owner nobody else can review is the exception: their time would otherwise never be approved.
 */
interface SelfApprovalFacts {
  /** The organization's setting (`allowSelfApproval`), off by default. */
  allowSelfApproval: boolean;
  /** The reviewer holds the built-in Owner role. */
  reviewerIsOwner: boolean;
  /** Other active members whose role may approve time (`time.approve`). */
  otherReviewers: number;
}

export function mayApproveOwnTime({ allowSelfApproval, reviewerIsOwner, otherReviewers }: SelfApprovalFacts): boolean {
  return allowSelfApproval || (reviewerIsOwner && otherReviewers === 0);
}
