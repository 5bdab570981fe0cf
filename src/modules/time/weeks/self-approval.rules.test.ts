import { describe, expect, it } from 'vitest';
import { mayApproveOwnTime } from './self-approval.rules.js';

describe('approving one’s own time', () => {
  it('is refused by default, to Managers, Admins and Owners who have a colleague to review them', () => {
    expect(mayApproveOwnTime({ allowSelfApproval: false, reviewerIsOwner: false, otherReviewers: 0 })).toBe(false);
    expect(mayApproveOwnTime({ allowSelfApproval: false, reviewerIsOwner: false, otherReviewers: 3 })).toBe(false);
    expect(mayApproveOwnTime({ allowSelfApproval: false, reviewerIsOwner: true, otherReviewers: 1 })).toBe(false);
  });

  it('is allowed to an Owner nobody else can review, and to anyone where the organization allows it', () => {
    expect(mayApproveOwnTime({ allowSelfApproval: false, reviewerIsOwner: true, otherReviewers: 0 })).toBe(true);
    expect(mayApproveOwnTime({ allowSelfApproval: true, reviewerIsOwner: false, otherReviewers: 4 })).toBe(true);
  });
});
