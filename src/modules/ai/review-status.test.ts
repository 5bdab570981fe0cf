import { describe, expect, it } from 'vitest';
import { addMember } from '../../../test/support/actors.js';
import { knownOrganizationApp } from '../../../test/support/ai-organization.js';

/**
 * Time that does not count is said, never passed over as "no time" (issue 42, item 8): a week
 * rejected whole, time still waiting for review, on the weekly report, the daily summary and the
 * work day. The known organization's clock is Friday 2026-11-20 16:00 UTC, in week 2026-W47.
 */
const { t, owner, post, get, entry } = await knownOrganizationApp();
const mia = await addMember(t, owner, 'MEMBER', { fullName: 'Mia Rejected' });
const entries: string[] = [];
// 8.25 h a day from Monday to Thursday, 33 h in the week; then a reviewer rejects all of it.
for (const day of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']) {
  entries.push(await entry(mia, null, `${day}T08:00:00Z`, `${day}T16:15:00Z`));
}
const reject = await post(owner, '/time/approve', {
  timeEntryIds: entries,
  status: 'REJECTED',
  rejectionReason: 'Logged to the wrong client',
});

describe('time that does not count', () => {
  it('has the week rejected, as set up', () => {
    expect(entries).toHaveLength(4);
    expect(reject.statusCode, reject.body).toBe(200);
  });

  it("the weekly report says Mia's week was rejected, with how much, instead of that she logged no time", async () => {
    const report = (await post(owner, '/ai/weekly-report?week=2026-W47', {})).json().data;
    const row = report.developers.find((developer: { name: string }) => developer.name === 'Mia Rejected');
    expect(row).toMatchObject({ hours: 0, rejectedHours: 33, pendingHours: 0 });
    expect(report.totals.rejectedHours).toBe(33);
    expect(report.overview).toContain("All of Mia Rejected's time (33 h) was rejected, so none of it counts.");
    expect(report.overview).not.toContain('Mia Rejected logged no time');
    expect(report.overview).toContain('33 h rejected and not counted');
    // The known organization's own time was never reviewed: it waits.
    expect(report.overview).toMatch(/[\d.]+ h of it waiting for review/);
    const markdown = (await get(owner, '/ai/weekly-report/download?week=2026-W47')).body;
    expect(markdown).toContain('| Person | Hours | Billable hours | Waiting for review | Rejected (not counted) |');
    expect(markdown).toContain('| Mia Rejected | 0 h | 0 h | 0 h | 33 h |');
    // The period on the organization's clocks, never as instants.
    expect(markdown).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:/);
  });

  it('the daily summary and the work day say the day was rejected', async () => {
    const summary = (await post(mia, '/ai/summary/daily', { date: '2026-11-19' })).json().data;
    expect(summary.facts.period.totals).toMatchObject({ hours: 0, rejectedHours: 8.25 });
    expect(summary.summary).toBe(
      'No time counts on 2026-11-19: the 8.25 h logged were rejected (Mia Rejected 8.25 h).',
    );
    const day = (await post(owner, '/ai/work-day', { date: '2026-11-19', userId: mia.userId })).json().data;
    expect(day.people).toEqual([expect.objectContaining({ name: 'Mia Rejected', hours: 0, rejectedHours: 8.25 })]);
    expect(day.people[0].tasks[0].status).toBe('REJECTED');
    expect(day.summary).toContain('Mia Rejected, 0 h (and 8.25 h rejected, not counted):');
    expect(day.summary).toContain('No project (8.25 h; rejected, not counted; no screenshots).');
  });
});
