import { afterAll, describe, expect, it } from 'vitest';
import { signUpOwner } from '../../../test/support/actors.js';
import { buildTestApp } from '../../../test/support/app.js';

// NEW_ORGANIZATION_PLAN (docs/configuration.md, docs/plans.md): the plan a sign-up's organization
// starts on. Unset it is the spec's 14-day trial; a self-hosted installation may start on another.
const trialByDefault = await buildTestApp();
const freeFromTheStart = await buildTestApp({ env: { NEW_ORGANIZATION_PLAN: 'free' } });
afterAll(async () => {
  await trialByDefault.close();
  await freeFromTheStart.close();
});

const planOf = async (t: typeof trialByDefault, headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/organizations/current/plan', headers })).json().data;

describe('the plan a new organization starts on', () => {
  it('is a 14-day trial when the operator sets nothing', async () => {
    const owner = await signUpOwner(trialByDefault);
    const plan = await planOf(trialByDefault, owner.headers);
    expect(plan).toMatchObject({ plan: 'TRIAL', storedPlan: 'TRIAL', trialExpired: false });
    const days = (Date.parse(plan.trialEndsAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('is the operator’s plan, with no trial end to count down to, when NEW_ORGANIZATION_PLAN is set', async () => {
    const owner = await signUpOwner(freeFromTheStart);
    expect(await planOf(freeFromTheStart, owner.headers)).toMatchObject({
      plan: 'FREE',
      storedPlan: 'FREE',
      trialEndsAt: null,
      trialExpired: false,
      features: { ai: false, teamAi: false },
    });
    const organizations = await freeFromTheStart.app.inject({
      method: 'GET',
      url: '/api/v1/organizations',
      headers: { authorization: owner.headers.authorization! },
    });
    expect(organizations.json().data).toEqual([
      expect.objectContaining({ id: owner.orgId, plan: 'FREE', trialEndsAt: null }),
    ]);
  });
});
