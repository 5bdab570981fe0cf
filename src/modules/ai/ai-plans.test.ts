import { describe, expect, it } from 'vitest';
import { knownOrganizationApp } from '../../../test/support/ai-organization.js';
import { sql } from 'drizzle-orm';
import { setPlan } from '../organizations/index.js';

const { t, owner, ada, post, get } = await knownOrganizationApp();

describe('AI on the trial, then by plan', () => {
  it('answers during the trial and refuses once it has ended', async () => {
    // Created 2026-11-14 08:00: the trial ends 2026-11-28 08:00 (tokens would expire before that
    // instant, so the end is moved before now instead of the clock after it).
    const during = await get(ada, '/organizations/current/plan');
    expect(during.statusCode, during.body).toBe(200);
    expect(during.json().data).toMatchObject({
      plan: 'TRIAL',
      trialEndsAt: '2026-11-28T08:00:00.000Z',
      features: { ai: true, teamAi: true },
    });
    await t.database.db.execute(
      sql`update organizations set trial_ends_at = '2026-11-20T15:00:00Z' where id = ${owner.orgId}`,
    );
    {
      const ended = (await get(owner, '/organizations/current/plan')).json().data;
      expect(ended).toMatchObject({
        plan: 'FREE',
        storedPlan: 'TRIAL',
        trialExpired: true,
        features: { ai: false, teamAi: false },
      });
      const refused = await post(owner, '/ai/summary/daily', { date: '2026-11-16' });
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({ success: false, code: 'PLAN_REQUIRED' });
      expect(refused.json().hint).toContain('PRO');
      const overview = await get(owner, '/ai/overview');
      expect(overview.statusCode).toBe(402);
      expect(overview.json().hint).toContain('TEAM');
      await setPlan(t.database.db, owner.orgId, 'PRO');
      expect((await post(owner, '/ai/summary/daily', { date: '2026-11-16' })).statusCode).toBe(200);
      expect((await post(owner, '/ai/chat', { message: 'Who is online?' })).statusCode).toBe(200);
      expect((await get(owner, '/ai/overview')).statusCode).toBe(402);
      expect((await post(owner, '/ai/work-day', { date: '2026-11-16' })).statusCode).toBe(402);
      await setPlan(t.database.db, owner.orgId, 'TEAM');
      expect((await get(owner, '/ai/overview')).statusCode).toBe(200);
      expect((await get(owner, '/organizations/current/plan')).json().data).toMatchObject({
        plan: 'TEAM',
        trialEndsAt: null,
      });
    }
  });
});
