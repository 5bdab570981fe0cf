import { afterAll, describe, expect, it } from 'vitest';
import { addMember, registerOwner, type Actor } from '../../../test/support/actors.js';
import { buildTestApp } from '../../../test/support/app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject } from '../../../test/support/projects.js';
import { logTime } from '../../../test/support/time.js';
import { onQueryTimed } from '../../platform/db/query-timing.js';

// The reports answered from the snapshot-keyed cache (src/platform/db/snapshot-cache.ts): right
// for each tenant and caller, and never stale, on whichever database the suite runs.
const t = await buildTestApp({ clock: testClock('2026-11-27T12:00:00Z') });
afterAll(() => t.close());

const WEEK = '?from=2026-11-16&to=2026-11-22';

async function get(actor: Actor, url: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: actor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const hoursThatWeek = async (actor: Actor) => (await get(actor, `/financials/summary${WEEK}`)).data.totals.hoursLogged;

const alpha = await registerOwner(t, { organizationName: 'Alpha' });
const beta = await registerOwner(t, { organizationName: 'Beta' });
const alphaProject = await createProject(t, alpha, { name: 'Same name', hourlyBillRate: 100 });
const betaProject = await createProject(t, beta, { name: 'Same name', hourlyBillRate: 100 });
await logTime(t, alpha, '2026-11-17T09:00:00Z', '2026-11-17T11:00:00Z', { projectId: alphaProject.id });
await logTime(t, beta, '2026-11-17T09:00:00Z', '2026-11-17T10:00:00Z', { projectId: betaProject.id });

describe('reports read again and again', () => {
  it('give each organization its own figures for the very same query', async () => {
    expect(await hoursThatWeek(alpha)).toBe(2);
    expect(await hoursThatWeek(beta)).toBe(1);
    const alphaIds = (await get(alpha, '/projects')).data.items.map((project: { id: string }) => project.id);
    const betaIds = (await get(beta, '/projects')).data.items.map((project: { id: string }) => project.id);
    expect(alphaIds).toEqual([alphaProject.id]);
    expect(betaIds).toEqual([betaProject.id]);
  });

  it('show a change as soon as it is saved', async () => {
    expect(await hoursThatWeek(alpha)).toBe(2);
    const before = (await get(alpha, '/projects')).data.items[0].profitability;
    await logTime(t, alpha, '2026-11-18T09:00:00Z', '2026-11-18T10:30:00Z', { projectId: alphaProject.id });
    expect(await hoursThatWeek(alpha)).toBe(3.5);
    const after = (await get(alpha, '/projects')).data.items[0].profitability;
    expect(after.billableAmount - before.billableAmount).toBe(150);
  });

  it('show each caller what their role lets them see', async () => {
    const member = await addMember(t, alpha, 'MEMBER');
    const ownersView = await get(alpha, '/projects');
    const membersView = await get(member, '/projects');
    expect(ownersView.data.items).toHaveLength(1);
    expect(membersView.data.items).toEqual([]); // not assigned to the project
  });

  it('cost only the caller check while nothing changes (embedded database)', async () => {
    let queries = 0;
    const stop = onQueryTimed(() => queries++);
    try {
      const count = async (read: () => Promise<unknown>) => {
        queries = 0;
        await read();
        return queries;
      };
      await logTime(t, alpha, '2026-11-19T09:00:00Z', '2026-11-19T10:00:00Z', { projectId: alphaProject.id });
      const first = await count(() => hoursThatWeek(alpha));
      const again = await count(() => hoursThatWeek(alpha));
      // On a shared PostgreSQL server other test files' writes move the snapshot between the two
      // reads, so only the embedded database can promise the second one is a hit.
      if (t.database.kind === 'pglite') expect(again).toBeLessThan(first);
      else expect(again).toBeLessThanOrEqual(first);
    } finally {
      stop();
    }
  });
});
