import { describe, expect, it } from 'vitest';
import { addMember } from '../../../../test/support/actors.js';
import { setCalendar } from '../../../../test/support/calendar.js';
import { castApp } from '../../../../test/support/cast-app.js';
import { testClock } from '../../../../test/support/clock.js';
import { createProject, createTask, insertTimeEntry } from '../../../../test/support/projects.js';
import { logTime } from '../../../../test/support/time.js';
import { addDaysToDay, daysRange } from '../../../platform/dates.js';
import { runRollupRebuilds } from './rollups.job.js';
import { readableRollupZone } from './rollups.repository.js';
import { reportRows, type ReportFilter } from './reports.repository.js';
import type { ReportDimension } from './reports.schemas.js';
import { reportOf } from './reports.service.js';

/**
 * A report reads the day rollups unless it filters by tag; the raw entries (the path while a
 * rollup rebuild runs) must give exactly the same report for any grouping, filter and period.
 */
const clock = testClock('2026-11-20T12:00:00Z');
const { t, cast } = await castApp({ clock });
const db = t.database.db;
const { owner } = cast;

await setCalendar(t, owner, { timeZone: 'Europe/Berlin' });
await runRollupRebuilds(db);

describe('a report in a zone with a daylight-saving change', () => {
  it('counts the 25-hour Sunday as one day, each entry on the local day it starts', async () => {
    // Sunday 25 October 2026 in Berlin runs from 22:00 UTC on the 24th to 23:00 UTC on the 25th.
    await logTime(t, cast.member, '2026-10-24T22:30:00Z', '2026-10-24T23:30:00Z'); // 00:30 on the 25th
    await logTime(t, cast.member, '2026-10-25T22:00:00Z', '2026-10-25T22:45:00Z'); // 23:00 on the 25th
    await logTime(t, cast.member, '2026-10-25T23:15:00Z', '2026-10-25T23:45:00Z'); // 00:15 on the 26th
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/reports/time?groupBy=day&from=2026-10-25&to=2026-10-26',
      headers: owner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.period).toEqual({ from: '2026-10-25', to: '2026-10-26', timeZone: 'Europe/Berlin' });
    expect(data.groups.map((group: { label: string; seconds: number }) => [group.label, group.seconds])).toEqual([
      ['2026-10-25', 6300],
      ['2026-10-26', 1800],
    ]);
  });
});

describe('report sources', () => {
  it('give the same report from the rollups and from the raw entries, on random data', async () => {
    const people = [owner, await addMember(t, owner, 'MEMBER'), await addMember(t, owner, 'MANAGER')];
    const projects = [
      await createProject(t, owner, { name: 'One', clientName: 'Alpha' }),
      await createProject(t, owner, { name: 'Two', clientName: 'Beta' }),
      await createProject(t, owner, { name: 'Three', clientName: 'Alpha' }),
    ];
    // Two tasks on the first project, one on the second: entries with and without a task.
    const projectTasks: Record<string, string[]> = {
      [projects[0]!.id]: [
        await createTask(t, owner, projects[0]!.id, 'Design'),
        await createTask(t, owner, projects[0]!.id, 'Build'),
      ],
      [projects[1]!.id]: [await createTask(t, owner, projects[1]!.id, 'Design')],
    };
    const allTasks = Object.values(projectTasks).flat();
    let seed = 11;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const base = Date.parse('2026-10-01T00:00:00Z');
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    for (let index = 0; index < 200; index += 1) {
      const start = Math.floor(next() * 45 * 24 * 60);
      const projectId = next() < 0.15 ? null : pick(projects).id;
      const tasksOfProject = projectId ? (projectTasks[projectId] ?? []) : [];
      await insertTimeEntry(t, {
        orgId: owner.orgId,
        memberId: pick(people).memberId,
        projectId: projectId as string,
        taskId: tasksOfProject.length > 0 && next() < 0.6 ? pick(tasksOfProject) : null,
        startTime: at(start),
        endTime: at(start + 10 + Math.floor(next() * 300)),
        idleSeconds: next() < 0.2 ? 300 : 0,
        isBillable: next() < 0.7,
        status: pick(['PENDING', 'APPROVED', 'REJECTED'] as const),
      });
    }
    const zone = await readableRollupZone(db, owner.orgId);
    expect(zone).toBe('Europe/Berlin');
    const dimensions: ReportDimension[] = ['client', 'project', 'task', 'member', 'day', 'week'];
    const periods: Array<[string, string]> = [
      ['2026-10-01', '2026-11-14'],
      ['2026-10-25', '2026-10-25'],
      ['2026-10-20', '2026-11-02'],
    ];
    for (let round = 0; round < 25; round += 1) {
      const [from, to] = pick(periods);
      const groupBy = pick(dimensions);
      const thenBy = next() < 0.3 ? undefined : pick(dimensions.filter((d) => d !== groupBy));
      const filter: ReportFilter = {
        orgId: owner.orgId,
        from,
        to: addDaysToDay(to, 1),
        timeZone: 'Europe/Berlin',
        period: daysRange(from, to, 'Europe/Berlin'),
        firstDayOfWeek: pick([1, 7] as const),
        memberId: next() < 0.3 ? pick(people).memberId : undefined,
        projectId: next() < 0.2 ? pick(projects).id : undefined,
        taskId: next() < 0.2 ? pick(allTasks) : undefined,
        clientId: next() < 0.2 ? (pick(projects) as unknown as { clientId: string }).clientId : undefined,
        billable: next() < 0.3 ? next() < 0.5 : undefined,
        status: next() < 0.3 ? pick(['PENDING', 'APPROVED', 'REJECTED'] as const) : undefined,
      };
      const fromRollups = reportOf(await reportRows(db, filter, zone, groupBy, thenBy), groupBy, thenBy);
      const fromEntries = reportOf(await reportRows(db, filter, null, groupBy, thenBy), groupBy, thenBy);
      expect(fromRollups, JSON.stringify({ filter, groupBy, thenBy })).toEqual(fromEntries);
      if (round < 3) expect(fromRollups.totals.entries).toBeGreaterThan(0);
    }
  });
});
