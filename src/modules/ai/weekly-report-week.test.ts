import { describe, expect, it } from 'vitest';
import { actorHeaders } from '../../../test/support/actors.js';
import { knownOrganizationApp } from '../../../test/support/ai-organization.js';

/** Which week a weekly report covers, through the routes (issue 20 item 3; rules in report-week.rules.ts). */
const { t, clock, owner: signedIn, outsider: otherSignedIn, post, get } = await knownOrganizationApp();

/** Tokens last 7 days: at the Monday after the known week, people sign in again. */
async function signInAt(at: string, actor: typeof signedIn) {
  clock.set(at);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: actor.email, password: actor.password, organizationId: actor.orgId },
  });
  expect(login.statusCode, login.body).toBe(200);
  const token = login.json().data.token as string;
  return { ...actor, token, headers: actorHeaders(token, actor.orgId) };
}
const MONDAY = '2026-11-23T08:00:00Z'; // Monday of 2026-W48
const owner = await signInAt(MONDAY, signedIn);
const outsider = await signInAt(MONDAY, otherSignedIn);

describe('the weekly report’s week', () => {
  it('covers the week that just ended when generated on a Monday, and names it in the download', async () => {
    const generated = await post(owner, '/ai/weekly-report', {});
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json().data).toMatchObject({
      week: '2026-W47',
      from: '2026-11-16T00:00:00.000Z',
      to: '2026-11-23T00:00:00.000Z',
    });
    // Ada's week: 3.25 h on Monday and 6 h on Tuesday; the owner's 1.25 h on Wednesday.
    expect(generated.json().data.totals.hours).toBe(10.5);
    const download = await get(owner, '/ai/weekly-report/download?week=2026-W47');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('weekly-report-2026-W47.md');
    expect(download.body).toContain('# Weekly report 2026-W47');
  });

  it('reads a stored week by ISO label or by a day of it, null for a week without one', async () => {
    await post(owner, '/ai/weekly-report?week=2026-W46', {});
    expect((await get(owner, '/ai/weekly-report?week=2026-11-12')).json().data).toMatchObject({ week: '2026-W46' });
    expect((await get(owner, '/ai/weekly-report?week=2026-W47')).json().data).toMatchObject({ week: '2026-W47' });
    expect((await get(owner, '/ai/weekly-report?week=2026-W40')).json().data).toBeNull();
    // Another organization never reads this one's reports.
    expect((await get(outsider, '/ai/weekly-report?week=2026-W47')).json().data).toBeNull();
  });

  it('refuses a week that has not begun and one that is not a week, in the error shape', async () => {
    for (const [week, message] of [
      ['2026-W49', 'the week of 2026-11-30 has not begun yet'],
      ['2026-W60', 'week must be an ISO week such as 2026-W47 or a day such as 2026-11-16, not "2026-W60"'],
    ] as const) {
      const refused = await post(owner, `/ai/weekly-report?week=${week}`, {});
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
      expect(refused.json().hint).toEqual(expect.any(String));
    }
  });
});
