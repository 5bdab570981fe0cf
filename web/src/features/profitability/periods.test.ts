import { describe, expect, it } from 'vitest';
import { monthsUpTo, periodOf } from './periods';

describe('profitability periods', () => {
  it('turns each choice into days, ending today while it runs', () => {
    expect(periodOf('thisMonth', '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(periodOf('lastMonth', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodOf('lastMonth', '2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodOf('last3Months', '2026-01-15')).toEqual({ from: '2025-11-01', to: '2026-01-15' });
    expect(periodOf('yearToDate', '2026-11-24')).toEqual({ from: '2026-01-01', to: '2026-11-24' });
  });

  it('lists the months up to a day across a year turn, the last one ending that day', () => {
    expect(monthsUpTo('2026-02-10', 4)).toEqual([
      { from: '2025-11-01', to: '2025-11-30' },
      { from: '2025-12-01', to: '2025-12-31' },
      { from: '2026-01-01', to: '2026-01-31' },
      { from: '2026-02-01', to: '2026-02-10' },
    ]);
  });
});
