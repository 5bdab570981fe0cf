// The chart in words, for a screen reader (the canvas is described by it) and for everyone reading
// beside the picture: how many rows, each series' highest, and how many reach the reference line.
import { t } from '../lib/i18n';
import type { BarChartSpec } from './bar-chart-model';

const plural = new Intl.PluralRules('en');

export function chartSummary({ series, rows, formatValue, marker }: BarChartSpec): string {
  const parts = [
    t(plural.select(rows.length) === 'one' ? 'charts.countOne' : 'charts.countOther', { count: rows.length }),
  ];
  for (const one of series) {
    let top: { label: string; value: number } | undefined;
    for (const row of rows) {
      const value = row.values[one.key];
      if (value !== null && value !== undefined && (top === undefined || value > top.value)) {
        top = { label: row.label, value };
      }
    }
    if (!top) continue;
    const allZero = rows.every((row) => !row.values[one.key]);
    parts.push(
      allZero
        ? t('charts.allZero', { series: one.label, value: formatValue(0, one) })
        : t('charts.highest', { series: one.label, row: top.label, value: formatValue(top.value, one) }),
    );
  }
  if (marker && series.length > 0) {
    const reaching = rows.filter((row) => series.some((one) => (row.values[one.key] ?? -Infinity) >= marker.value));
    parts.push(
      t('charts.reachMarker', {
        count: reaching.length,
        total: rows.length,
        value: formatValue(marker.value, series[0]!),
      }),
    );
  }
  return `${parts.join('; ')}.`;
}
