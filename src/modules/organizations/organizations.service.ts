import type { Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { newId } from '../../platform/ids.js';
import { findOrganization, insertOrganization, updatePlan, updateTrialEnd } from './organizations.repository.js';
import {
  cheapestPlanFor,
  effectivePlan,
  planAllows,
  SETTABLE_PLANS,
  trialEndFor,
  type Plan,
  type PlanFeature,
} from './plan.rules.js';

/**
 * A new organization on the caller's transaction, on a 14-day trial unless the installation starts
 * organizations on another plan (NEW_ORGANIZATION_PLAN; then no trial end). It has no roles or
 * members yet: members' createOrganizationWithOwner adds them in the same transaction.
 */
export async function createOrganization(tx: Executor, input: { name: string; plan?: Plan }, now: Date) {
  const plan = input.plan ?? 'TRIAL';
  const organization = {
    id: newId(),
    name: input.name,
    plan,
    trialEndsAt: plan === 'TRIAL' ? trialEndFor(now) : null,
    createdAt: now,
  };
  await insertOrganization(tx, organization);
  return organization;
}

const UPGRADE_PATH =
  'Ask the operator of this Punchclock installation to change the plan (npm run plan -- set <orgId> <PLAN>; see docs/plans.md).';

/** The plan in force and what it includes, as GET /organizations/current/plan answers it. */
export async function planOf(executor: Executor, orgId: string, now: Date) {
  const organization = await findOrganization(executor, orgId);
  if (!organization) throw errors.notFound('Organization', orgId);
  const plan = effectivePlan(organization.plan, organization.trialEndsAt, now);
  const trialEndsAt = organization.plan === 'TRIAL' ? organization.trialEndsAt : null;
  return {
    plan,
    storedPlan: organization.plan as Plan,
    trialEndsAt: trialEndsAt?.toISOString() ?? null,
    trialExpired: organization.plan === 'TRIAL' && plan === 'FREE',
    features: { ai: planAllows(plan, 'ai'), teamAi: planAllows(plan, 'ai.team') },
    upgradePath: UPGRADE_PATH,
  };
}

/**
 * Refuses (402 PLAN_REQUIRED) unless the organization's plan in force includes `feature`; the
 * hint names the cheapest plan that does and how to get it.
 */
export async function requirePlan(executor: Executor, orgId: string, feature: PlanFeature, now: Date): Promise<Plan> {
  const organization = await findOrganization(executor, orgId);
  if (!organization) throw errors.notFound('Organization', orgId);
  return requirePlanOf(organization, feature, now);
}

/** requirePlan on an organization's stored plan already read (the tenant guard reads it with the membership). */
export function requirePlanOf(
  organization: { plan: string; trialEndsAt: Date | null },
  feature: PlanFeature,
  now: Date,
): Plan {
  const plan = effectivePlan(organization.plan, organization.trialEndsAt, now);
  if (planAllows(plan, feature)) return plan;
  const needed = cheapestPlanFor(feature);
  const what = feature === 'ai' ? 'AI features need' : 'Team AI features (overview, work day, weekly report) need';
  throw errors.planRequired(
    `${what} the ${needed} plan${needed === 'PRO' ? ' or higher' : ''}; this organization is on ${plan}${
      organization.plan === 'TRIAL' ? ' (its trial has ended)' : ''
    }`,
    `Upgrade to ${needed}${needed === 'PRO' ? ' or TEAM' : ''}. ${UPGRADE_PATH}`,
  );
}

/** The operator's plan change (src/cli/plan.ts). */
export async function setPlan(executor: Executor, orgId: string, plan: string) {
  if (!(SETTABLE_PLANS as readonly string[]).includes(plan)) {
    throw errors.validation(`plan must be one of ${SETTABLE_PLANS.join(', ')}`);
  }
  const organization = await updatePlan(executor, orgId, plan as Plan);
  if (!organization) throw errors.notFound('Organization', orgId);
  return organization;
}

/**
 * The operator extends a trial, gives a FREE organization a new one, or ends one early (an end in
 * the past): `npm run plan -- trial <orgId> <end>` (docs/plans.md). A paying organization keeps its plan.
 */
export async function setTrialEnd(executor: Executor, orgId: string, endsAt: Date) {
  const organization = await updateTrialEnd(executor, orgId, endsAt);
  if (organization) return organization;
  const existing = await findOrganization(executor, orgId);
  if (!existing) throw errors.notFound('Organization', orgId);
  throw errors.validation(
    `this organization is on ${existing.plan}; a trial can only be given to an organization on TRIAL or FREE`,
  );
}
