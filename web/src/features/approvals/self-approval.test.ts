import { describe, expect, it } from 'vitest';
import { mayApproveOwnTime, otherReviewersOf } from './self-approval';

const roles = [
  { id: 'owner', permissions: ['time.approve', 'organization.transfer'] },
  { id: 'manager', permissions: ['time.approve'] },
  { id: 'member', permissions: ['time.track'] },
];
const member = (id: string, role: string, status = 'ACTIVE') => ({ status, user: { id }, role: { id: role } });

describe('who may approve their own time', () => {
  it('counts the other active members who may approve', () => {
    const members = [
      member('me', 'owner'),
      member('m1', 'manager'),
      member('m2', 'manager', 'DEACTIVATED'),
      member('m3', 'member'),
    ];
    expect(otherReviewersOf(members, roles, 'me')).toBe(1);
    expect(otherReviewersOf([member('me', 'owner'), member('m3', 'member')], roles, 'me')).toBe(0);
  });

  it('lets an Owner nobody else can review approve their own, and nobody else unless the organization allows it', () => {
    expect(mayApproveOwnTime({ allowSelfApproval: false, reviewerIsOwner: true, otherReviewers: 0 })).toBe(true);
    expect(mayApproveOwnTime({ allowSelfApproval: false, reviewerIsOwner: true, otherReviewers: 1 })).toBe(false);
    expect(mayApproveOwnTime({ allowSelfApproval: false, reviewerIsOwner: false, otherReviewers: 0 })).toBe(false);
    expect(mayApproveOwnTime({ allowSelfApproval: true, reviewerIsOwner: false, otherReviewers: 3 })).toBe(true);
  });
});
