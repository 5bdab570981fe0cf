import { addDays, addDaysToDay, dayOf, dayStart } from '../../platform/dates.js';

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

/** Plans whose organization may be given a (new) trial end by the operator: not one that pays. */
export const TRIAL_PLANS = ['TRIAL', 'FREE'] as const satisfies readonly Plan[];

const DAY_NAME = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * When a trial given as `npm run plan -- trial <orgId> <end>` ends: a day name means the trial runs
 * through that day (UTC), so it ends at the next midnight; an instant must carry its offset. Null
 * for anything else, including impossible days such as 2026-02-30.
 */
export function trialEndOf(text: string): Date | null {
  if (DAY_NAME.test(text)) {
    const start = dayStart(text);
    if (Number.isNaN(start.getTime()) || dayOf(start) !== text) return null;
    return dayStart(addDaysToDay(text, 1));
  }
  if (!INSTANT.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
