import { describe, expect, it } from 'vitest';
import { periodOf, validateReportsSearch } from './report-search';

describe('the report in the URL', () => {
  it('keeps known choices, days and ids, and drops the rest', () => {
    const id = '0b0e7a3e-7c4b-4c57-9a38-0f5d1d6c2f11';
    expect(
      validateReportsSearch({
        period: 'custom',
        from: '2026-11-01',
        to: 'soon',
        groupBy: 'member',
        thenBy: 'member',
        projectId: id,
        clientId: '<b>',
        billable: 'true',
        status: 'nope',
      }),
    ).toEqual({ period: 'custom', from: '2026-11-01', groupBy: 'member', projectId: id, billable: 'true' });
  });

  it('turns a period into days of the organization', () => {
    const today = '2026-11-20'; // a Friday
    expect(periodOf({}, today, 1)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(periodOf({ period: 'lastWeek' }, today, 7)).toEqual({ from: '2026-11-08', to: '2026-11-14' });
    expect(periodOf({ period: 'thisMonth' }, today, 1)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodOf({ period: 'lastMonth' }, '2026-03-31', 1)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodOf({ period: 'thisMonth' }, '2026-12-05', 1)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodOf({ period: 'custom', from: '2026-01-01', to: '2026-01-31' }, today, 1)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(periodOf({ period: 'custom', from: '2026-01-01' }, today, 1)).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    });
  });
});
