import { describe, expect, it } from 'vitest';
import { chartSummary } from './bar-chart-summary';

const money = (value: number) => value.toFixed(2);
const series = [
  { key: 'revenue', label: 'Revenue' },
  { key: 'cost', label: 'Cost' },
];

describe('chartSummary', () => {
  it('counts the rows and names each series’ highest row with its value', () => {
    const rows = [
      { key: 'a', label: 'Website', values: { revenue: 12400, cost: 3000 } },
      { key: 'b', label: 'App', values: { revenue: 900, cost: 4000 } },
    ];
    expect(chartSummary({ series, rows, formatValue: money })).toBe(
      '2 rows; Revenue: highest Website, 12400.00; Cost: highest App, 4000.00.',
    );
  });

  it('says one row, skips a series without values and reads a loss as the highest when all are losses', () => {
    const rows = [{ key: 'a', label: 'Website', values: { revenue: -20, cost: null } }];
    expect(chartSummary({ series, rows, formatValue: money })).toBe('1 row; Revenue: highest Website, -20.00.');
  });

  it('says so when a series is zero in every row instead of naming a highest', () => {
    const rows = [
      { key: 'a', label: 'Mon', values: { revenue: 0, cost: 5 } },
      { key: 'b', label: 'Tue', values: { revenue: null, cost: 0 } },
    ];
    expect(chartSummary({ series, rows, formatValue: money })).toBe(
      '2 rows; Revenue: 0.00 in every row; Cost: highest Mon, 5.00.',
    );
  });

  it('counts the rows that reach the reference line', () => {
    const percent = (value: number) => `${value} %`;
    const rows = [
      { key: 'a', label: 'Engine', values: { used: 125 } },
      { key: 'b', label: 'Loom', values: { used: 40 } },
    ];
    expect(
      chartSummary({
        series: [{ key: 'used', label: 'Budget used' }],
        rows,
        formatValue: percent,
        marker: { value: 100, label: 'The line marks 100 %.' },
      }),
    ).toBe('2 rows; Budget used: highest Engine, 125 %; 1 of 2 at or above 100 %.');
  });
});
