import { describe, expect, it } from 'vitest';
import { knownOrganizationApp } from '../../../test/support/ai-organization.js';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/rows.js';
import { workingDaysIn } from '../../platform/dates.js';
import { numbersIn } from './grounding.rules.js';

const { t, owner, ada, post, get } = await knownOrganizationApp();

/** Screenshots of the known organization taken during each entry starting in [from, to). */
const screenshotCountsPerEntry = (from: string, to: string) => sql`select e.id, count(s.id)::int as count,
    (count(s.id) filter (where s.is_blurred))::int as blurred, (count(s.id) filter (where s.requested_live))::int as live
    from time_entries e join screenshots s on s.org_id = e.org_id and s.member_id = e.member_id
      and s.captured_at >= e.start_time and s.captured_at < coalesce(e.end_time, 'infinity')
    where e.org_id = ${owner.orgId} and e.start_time >= ${from}::timestamptz and e.start_time < ${to}::timestamptz
    group by e.id`;
/** Screenshots of the known organization per member, taken in [from, to). */
const screenshotCountsPerMember = (from: string, to: string) => sql`select member_id, count(*)::int as count,
    (count(*) filter (where is_blurred))::int as blurred, (count(*) filter (where requested_live))::int as live
    from screenshots where org_id = ${owner.orgId} and captured_at >= ${from}::timestamptz and captured_at < ${to}::timestamptz
    group by member_id`;
/** Screenshots taken in [from, to) during none of the member's entries. */
const screenshotsOutsideEntries = (from: string, to: string) => sql`select s.member_id, count(*)::int as count
    from screenshots s where s.org_id = ${owner.orgId} and s.captured_at >= ${from}::timestamptz and s.captured_at < ${to}::timestamptz
      and not exists (select 1 from time_entries e where e.org_id = s.org_id and e.member_id = s.member_id
        and s.captured_at >= e.start_time and s.captured_at < coalesce(e.end_time, 'infinity'))
    group by s.member_id`;

const sqlRows = async (query: ReturnType<typeof sql>) =>
  rowsOf<Record<string, string | number | null>>(await t.database.db.execute(query));

/** Every figure the database gives for the known organization, computed here with plain SQL. */
async function figuresFromDatabase(
  from: string,
  to: string,
  shiftDays = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000),
): Promise<Set<number>> {
  const q = sqlRows;
  const hours = (seconds: number) => Math.round(seconds / 36) / 100;
  const figures = new Set<number>([0]);
  const add = (value: number | string | null | undefined) =>
    value !== null && value !== undefined && figures.add(Math.round(Number(value) * 100) / 100);
  const org = owner.orgId;
  const window = sql`org_id = ${org} and start_time >= ${from}::timestamptz and start_time < ${to}::timestamptz`;
  const groups = [sql`member_id`, sql`project_id`, sql`(start_time at time zone 'UTC')::date`, sql`org_id`, sql`id`];
  for (const group of groups) {
    for (const row of await q(sql`select sum(worked_seconds)::int as worked,
        coalesce(sum(worked_seconds) filter (where is_billable), 0)::int as billable,
        coalesce(sum(round(worked_seconds * round(bill_rate * 100) / 3600)) filter (where is_billable), 0)::int as cents,
        sum(idle_seconds)::int as idle, count(*)::int as entries, count(distinct member_id)::int as people
        from time_entries where ${window} group by ${group}`)) {
      add(hours(Number(row.worked)));
      add(hours(Number(row.billable)));
      add(Number(row.cents) / 100);
      add(hours(Number(row.idle)));
      add(row.entries);
      add(row.people);
    }
  }
  const days = Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));
  add(days);
  // Capacity: the weekly hours spread over the working days (Monday to Friday) the period touches.
  const workingDays = workingDaysIn(
    from.slice(0, 10),
    new Date(Date.parse(to) - 1).toISOString().slice(0, 10),
    [1, 2, 3, 4, 5],
  );
  for (const row of await q(sql`select m.weekly_capacity_hours as capacity, coalesce(sum(e.worked_seconds), 0)::int as worked
      from members m left join time_entries e on e.member_id = m.id and e.start_time >= ${from}::timestamptz and e.start_time < ${to}::timestamptz
      where m.org_id = ${org} group by m.id, m.weekly_capacity_hours`)) {
    if (row.capacity === null) continue;
    const capacity = Math.round((Number(row.capacity) * workingDays * 100) / 5) / 100;
    add(capacity);
    add(Math.max(0, Math.round((hours(Number(row.worked)) - capacity) * 100) / 100));
  }
  for (const row of await q(sql`select round(100.0 * sum(active_seconds) / sum(extract(epoch from end_time - start_time)))::int as percent
      from activity_slots where ${window} group by member_id`))
    add(row.percent);
  for (const row of await q(sql`select round(100.0 * sum(s.active_seconds) / sum(extract(epoch from s.end_time - s.start_time)))::int as percent
      from activity_slots s where ${window} and time_entry_id is not null group by time_entry_id`))
    add(row.percent);
  for (const row of await q(sql`select sum(u.seconds)::int as seconds from activity_slot_usages u join activity_slots s on s.id = u.slot_id
      where s.org_id = ${org} and s.start_time >= ${from}::timestamptz and s.start_time < ${to}::timestamptz group by u.name`))
    add(hours(Number(row.seconds)));
  for (const row of await q(screenshotCountsPerEntry(from, to))) [row.count, row.blurred, row.live].forEach(add);
  for (const row of await q(screenshotCountsPerMember(from, to))) [row.count, row.blurred, row.live].forEach(add);
  for (const row of await q(screenshotsOutsideEntries(from, to))) add(row.count);
  for (const row of await q(sql`select round(a.active_seconds * 1000.0 / extract(epoch from a.end_time - a.start_time)) / 10 as percent
      from screenshots s join activity_slots a on a.org_id = s.org_id and a.id = s.slot_id
      where s.org_id = ${org} and s.captured_at >= ${from}::timestamptz and s.captured_at < ${to}::timestamptz`))
    add(row.percent);
  // Budgets use all time; the same span shiftDays earlier gives the change.
  for (const row of await q(sql`select p.budget_type, p.total_budget, coalesce(sum(e.worked_seconds), 0)::int as worked,
      coalesce(round(sum(e.worked_seconds * coalesce(e.bill_rate, 0)) filter (where e.is_billable) / 36), 0)::int as cents
      from projects p left join time_entries e on e.project_id = p.id and e.status <> 'REJECTED' where p.org_id = ${org} group by p.id`)) {
    const used = row.budget_type === 'HOURLY' ? hours(Number(row.worked)) : Number(row.cents) / 100;
    add(row.total_budget);
    add(used);
    add(Math.round((used / Number(row.total_budget)) * 10000) / 100);
  }
  const previousFrom = new Date(Date.parse(from) - shiftDays * 86_400_000).toISOString();
  const previousTo = new Date(Date.parse(to) - shiftDays * 86_400_000).toISOString();
  const [current] = await q(
    sql`select coalesce(sum(worked_seconds), 0)::int as worked from time_entries where ${window}`,
  );
  const [previous] = await q(sql`select coalesce(sum(worked_seconds), 0)::int as worked from time_entries
      where org_id = ${org} and start_time >= ${previousFrom}::timestamptz and start_time < ${previousTo}::timestamptz`);
  const before = hours(Number(previous!.worked));
  add(before);
  if (before > 0) add(Math.abs(Math.round(((hours(Number(current!.worked)) - before) / before) * 100)));
  return figures;
}

/** The numbers of a text once dates, times and week labels (checked elsewhere) are taken out. */
function figuresIn(text: string): number[] {
  const stripped = text
    .replace(/\d{4}-W\d{2}/g, ' ')
    .replace(/\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?/g, ' ')
    .replace(/\b\d{2}:\d{2}\b/g, ' ');
  return numbersIn(stripped).map((value) => Math.abs(value));
}

function expectTruthful(text: string, figures: Set<number>) {
  const unknown = figuresIn(text).filter((value) => !figures.has(Math.round(value * 100) / 100));
  expect(unknown, text).toEqual([]);
}

describe('truthfulness: every number of every artefact comes from the database', () => {
  it('daily summary', async () => {
    const response = await post(owner, '/ai/summary/daily', { date: '2026-11-16' });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.engine).toBe('builtin');
    expect(data.summary).toContain('Ada Lovelace');
    expect(data.summary).not.toContain('Secret');
    const figures = await figuresFromDatabase('2026-11-16T00:00:00Z', '2026-11-17T00:00:00Z');
    expect(data.facts.period.totals.hours).toBe(3.25);
    expect(data.facts.period.totals.billableAmount).toBe(325);
    // Screenshot counts per person equal a direct count (Ada's four; never the other organization's).
    const counted = await sqlRows(screenshotCountsPerMember('2026-11-16T00:00:00Z', '2026-11-17T00:00:00Z'));
    expect(counted).toEqual([{ member_id: ada.memberId, count: 4, blurred: 1, live: 1 }]);
    expect(data.facts.screenshots).toEqual([{ member: 'Ada Lovelace', count: 4, blurred: 1, requestedLive: 1 }]);
    expect(data.summary).toContain('Screenshots: Ada Lovelace 4 (1 blurred, 1 requested live).');
    expectTruthful(data.summary, figures);
  });

  it('overview', async () => {
    const response = await get(owner, '/ai/overview?days=7');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.facts.period.from).toBe('2026-11-14T00:00:00.000Z');
    const figures = await figuresFromDatabase('2026-11-14T00:00:00Z', '2026-11-21T00:00:00Z');
    expect(data.facts.period.totals).toMatchObject({ hours: 10.5, billableHours: 9.25, entries: 3, people: 2 });
    expect(data.facts.skills.map((s: { member: string }) => s.member)).toContain('Ada Lovelace');
    expect(data.overview).toContain('Skills seen');
    expectTruthful(data.overview, figures);
  });

  it('work day of one member by name, and of the team', async () => {
    const one = await post(owner, '/ai/work-day', { date: '2026-11-16', memberName: 'Ada Lovelace' });
    expect(one.statusCode, one.body).toBe(200);
    const data = one.json().data;
    expect(data.people).toHaveLength(1);
    expect(data.people[0].tasks[0]).toMatchObject({
      start: '2026-11-16T09:00:00.000Z',
      end: '2026-11-16T12:30:00.000Z',
      project: 'Website',
      notes: 'Fixed the API migration',
      hours: 3.25,
      activityPercent: 80,
      apps: ['Visual Studio Code', 'Slack'],
      screenshots: {
        count: 3,
        blurred: 1,
        requestedLive: 1,
        shots: [
          { capturedAt: '2026-11-16T09:05:00.000Z', activityPercent: 80, blurred: false, requestedLive: false },
          { capturedAt: '2026-11-16T09:40:00.000Z', activityPercent: null, blurred: true, requestedLive: false },
          { capturedAt: '2026-11-16T10:30:00.000Z', activityPercent: null, blurred: false, requestedLive: true },
        ],
      },
    });
    expect(data.people[0].screenshotsOutsideTasks).toMatchObject({ count: 1, blurred: 0, requestedLive: 0 });
    // The same numbers, counted directly in the database.
    const [perEntry] = await sqlRows(screenshotCountsPerEntry('2026-11-16T00:00:00Z', '2026-11-17T00:00:00Z'));
    expect(perEntry).toMatchObject({ count: 3, blurred: 1, live: 1 });
    const outside = await sqlRows(screenshotsOutsideEntries('2026-11-16T00:00:00Z', '2026-11-17T00:00:00Z'));
    expect(outside).toEqual([{ member_id: ada.memberId, count: 1 }]);
    expect(data.summary).toContain('09:00–12:30 UTC Website');
    expect(data.summary).toContain(
      '3 screenshots at 09:05 (activity 80%), 09:40 and 10:30, 1 blurred, 1 requested live',
    );
    expect(data.summary).toContain('- Outside any time entry: 1 screenshot at 13:15.');
    expectTruthful(data.summary, await figuresFromDatabase('2026-11-16T00:00:00Z', '2026-11-17T00:00:00Z'));
    const team = await post(owner, '/ai/work-day', { date: '2026-11-18' });
    expect(team.json().data.people.map((p: { name: string }) => p.name)).toEqual(['Olivia Owner']);
    expect(team.json().data.people[0].tasks[0].screenshots).toMatchObject({ count: 1 });
    expectTruthful(team.json().data.summary, await figuresFromDatabase('2026-11-18T00:00:00Z', '2026-11-19T00:00:00Z'));
  });

  it('weekly report: generate, read, download as markdown', async () => {
    expect((await get(owner, '/ai/weekly-report')).json().data).toBeNull();
    const download = await get(owner, '/ai/weekly-report/download?week=2026-W47');
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toContain('text/markdown');
    expect(download.headers['content-disposition']).toContain('weekly-report-2026-W47.md');
    const generated = await post(owner, '/ai/weekly-report?week=2026-W47', {});
    expect(generated.statusCode, generated.body).toBe(200);
    const report = generated.json().data;
    expect(report).toMatchObject({ week: '2026-W47', engine: 'builtin', from: '2026-11-16T00:00:00.000Z' });
    const latest = (await get(owner, '/ai/weekly-report')).json().data;
    expect(latest.id).toBe(report.id);
    // Compared with the same part of the week before.
    const figures = await figuresFromDatabase('2026-11-16T00:00:00Z', '2026-11-20T16:00:00Z', 7);
    expectTruthful(report.markdown, figures);
    expect(report.markdown).toContain('## Developers');
    expect(report.markdown).not.toContain('Secret');
  });
});
