// What a bar chart shows, shared by the React side (bar-chart.tsx, bar-chart-canvas.tsx) and the
// lazily loaded drawing (bar-chart-draw.ts), which must not be imported statically.

export interface ChartSeries {
  key: string;
  label: string;
}

export interface ChartRow {
  key: string;
  label: string;
  /** One value per series key; a missing one draws no bar. */
  values: Record<string, number | null>;
}

export interface BarChartSpec {
  series: readonly ChartSeries[];
  rows: readonly ChartRow[];
  /** Writes a value as people read it (money, hours, percent). */
  formatValue: (value: number, series: ChartSeries) => string;
  /** A reference line, e.g. 100 % of a budget, drawn across every row. */
  marker?: { value: number; label: string };
  /** Where the value axis ends; default: the largest value or the marker. */
  max?: number;
}

/**
 * The chart's height in pixels, known before Chart.js loads so the page does not jump: one bar per
 * series in each row, with room for a row label of up to three lines, plus the legend and the axis.
 */
export function chartHeight(rowCount: number, seriesCount: number): number {
  const row = Math.max(seriesCount * 14 + 14, 52);
  const legend = seriesCount > 1 ? 36 : 0;
  return rowCount * row + legend + 40;
}
