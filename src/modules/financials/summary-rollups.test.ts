import { describe, expect, it } from 'vitest';
import { addMember } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { createProject, insertTimeEntry } from '../../../test/support/projects.js';
import { runRollupRebuilds } from '../time/reports/rollups.job.js';
import { readableRollupZone } from '../time/index.js';
import { memberFigures, projectFigures } from './summary.repository.js';

/**
 * The financial summary reads whole local days from the rollups and the partial days at a
 * period's ends from the raw entries; for any period it must give exactly what the raw entries
 * alone give (the path it takes while rollups are rebuilt).
 */
const { t, cast } = await castApp();
const db = t.database.db;

describe('financial figures from the rollups', () => {
  it('equal the figures from the raw entries for any period, in a zone with a daylight-saving change', async () => {
    const { owner } = cast;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/organizations/current/settings',
      headers: owner.headers,
      payload: { timeZone: 'Europe/Berlin' },
    });
    expect(patched.statusCode).toBe(200);
    await runRollupRebuilds(db);
    const people = [owner, await addMember(t, owner, 'MEMBER'), await addMember(t, owner, 'MANAGER')];
    const projects = [
      await createProject(t, owner, { budgetType: 'FIXED', totalBudget: 900 }),
      await createProject(t, owner, { budgetType: 'HOURLY', totalBudget: 20, clientName: 'Rollup Client' }),
    ];
    const clientId = (projects[1] as unknown as { clientId: string }).clientId;
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const base = Date.parse('2026-10-10T00:00:00Z');
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    for (let index = 0; index < 240; index += 1) {
      const start = Math.floor(next() * 40 * 24 * 60);
      const person = people[index % people.length]!;
      await insertTimeEntry(t, {
        orgId: owner.orgId,
        memberId: person.memberId,
        projectId: next() < 0.15 ? (null as unknown as string) : projects[Math.floor(next() * 2)]!.id,
        startTime: at(start).toISOString(),
        endTime: at(start + 20 + Math.floor(next() * 200)).toISOString(),
        isBillable: next() < 0.75,
        status: next() < 0.1 ? 'REJECTED' : next() < 0.5 ? 'APPROVED' : 'PENDING',
        costRate: next() < 0.2 ? null : `${20 + Math.floor(next() * 30)}.50`,
        billRate: next() < 0.2 ? null : `${80 + Math.floor(next() * 60)}.25`,
      });
    }
    const zone = await readableRollupZone(db, owner.orgId);
    expect(zone).toBe('Europe/Berlin');
    // Whole Berlin days (the 25-hour 25 October among them), arbitrary instants, one day, one hour, a month.
    const periods = [
      { start: new Date('2026-10-19T22:00:00Z'), end: new Date('2026-11-01T23:00:00Z') },
      { start: new Date('2026-10-24T22:00:00Z'), end: new Date('2026-10-25T23:00:00Z') },
      { start: new Date('2026-10-12T09:17:00Z'), end: new Date('2026-11-13T15:41:00Z') },
      { start: new Date('2026-10-25T10:00:00Z'), end: new Date('2026-10-25T11:00:00Z') },
      // The whole of October in Berlin (from the month rollups) and days of November around it.
      { start: new Date('2026-09-30T22:00:00Z'), end: new Date('2026-11-18T13:00:00Z') },
      { start: new Date('2026-09-27T08:00:00Z'), end: new Date('2026-10-31T23:00:00Z') },
      ...Array.from({ length: 8 }, () => {
        const start = Math.floor(next() * 40 * 24 * 60);
        return { start: at(start), end: at(start + 1 + Math.floor(next() * 20 * 24 * 60)) };
      }),
    ];
    for (const period of periods) {
      // Everything, one project, and one client's projects (issue 18).
      for (const scope of [{}, { projectId: projects[0]!.id }, { clientId }]) {
        const fromRollups = await projectFigures(db, owner.orgId, period, scope, zone);
        expect(fromRollups).toEqual(await projectFigures(db, owner.orgId, period, scope, null));
        const members = await memberFigures(db, owner.orgId, period, 1, scope, zone);
        expect(members).toEqual(await memberFigures(db, owner.orgId, period, 1, scope, null));
      }
    }
    // The periods did hold time, on both projects.
    const all = await projectFigures(db, owner.orgId, periods[2]!, {}, zone);
    expect(all.filter((row) => Number(row.hoursLogged) > 0)).toHaveLength(3);
    const clients = await projectFigures(db, owner.orgId, periods[2]!, { clientId }, zone);
    expect(clients.map((row) => row.projectId)).toEqual([projects[1]!.id]);
    expect(Number(clients[0]!.totalHoursLogged)).toBeGreaterThan(0);
  });
});
