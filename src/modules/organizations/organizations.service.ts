import type { Executor } from '../../platform/db/index.js';
import { newId } from '../../platform/ids.js';
import { insertOrganization } from './organizations.repository.js';

export const TRIAL_DAYS = 14;

/**
 * A new organization on a 14-day trial, on the caller's transaction. It has no roles or members
 * yet: members' createOrganizationWithOwner adds them in the same transaction.
 */
export async function createOrganization(tx: Executor, input: { name: string }, now: Date) {
  const organization = {
    id: newId(),
    name: input.name,
    plan: 'TRIAL' as const,
    trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
    createdAt: now,
  };
  await insertOrganization(tx, organization);
  return organization;
}
