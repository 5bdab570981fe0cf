import { addDays } from '../../platform/dates.js';

/**
 * Plans and what they unlock (spec section 3 rule 1, section 4 "AI"). Pure: the stored plan, the
 * trial end and the time in, the plan in force out.
 */
export const PLANS = ['TRIAL', 'FREE', 'PRO', 'TEAM'] as const;
export type Plan = (typeof PLANS)[number];

/** Plans an operator can set; TRIAL only ever comes from sign-up. */
export const SETTABLE_PLANS = ['FREE', 'PRO', 'TEAM'] as const satisfies readonly Plan[];

const TRIAL_DAYS = 14;

/**
 * What a feature needs. `ai` is the spec's "AI access subscription", `ai.team` its "Team plan AI
 * access"; a running trial has full access.
 */
export const FEATURE_PLANS = {
  ai: ['TRIAL', 'PRO', 'TEAM'],
  'ai.team': ['TRIAL', 'TEAM'],
} as const satisfies Record<string, readonly Plan[]>;
export type PlanFeature = keyof typeof FEATURE_PLANS;

declare module '../../platform/auth/access.js' {
  // Fills the platform's catalogue of plan features a route may require: see PlanFeatureCatalogue.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface PlanFeatureCatalogue extends Record<PlanFeature, string> {}
}

function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

/** A trial past its end is FREE; every other plan is what is stored. */
export function effectivePlan(stored: string, trialEndsAt: Date | null, now: Date): Plan {
  if (!isPlan(stored)) return 'FREE';
  if (stored !== 'TRIAL') return stored;
  return trialEndsAt !== null && now.getTime() < trialEndsAt.getTime() ? 'TRIAL' : 'FREE';
}

export function planAllows(plan: Plan, feature: PlanFeature): boolean {
  return (FEATURE_PLANS[feature] as readonly Plan[]).includes(plan);
}

/** The cheapest plan with the feature, named in the upgrade hint. */
export function cheapestPlanFor(feature: PlanFeature): Plan {
  return feature === 'ai' ? 'PRO' : 'TEAM';
}

export function trialEndFor(createdAt: Date): Date {
  return addDays(createdAt, TRIAL_DAYS);
}
