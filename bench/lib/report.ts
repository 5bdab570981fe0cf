import type { Summary } from './measure.js';

/** Right-aligns every column but the first, so numbers line up for reading and for pasting into docs. */
export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** e.g. 0.42x (0.0031x below 0.01); the figure that survives a change of machine, unlike requests/s. */
export function ratio(value: number, baseline: number): string {
  if (!(baseline > 0)) return 'n/a';
  const times = value / baseline;
  return `${times > 0 && times < 0.01 ? times.toPrecision(2) : times.toFixed(2)}x`;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');

/** Whole requests/s, with a decimal below 100 where rounding would hide the differences. */
const perSecond = (value: number) => (value < 100 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US'));

/** The results table; every row's throughput is also shown as a ratio of `baseline`'s, measured in the same run. */
export function summaryTable(rows: Summary[], baseline: Summary): string {
  return formatTable(
    ['target', 'req/s (mean)', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs baseline'],
    rows.map((row) => [
      row.name,
      Math.round(row.requestsPerSec).toLocaleString('en-US'),
      ms(row.p50Ms),
      ms(row.p99Ms),
      String(row.non2xx),
      String(row.errors),
      ratio(row.requestsPerSec, baseline.requestsPerSec),
    ]),
  );
}

/**
 * The data benchmark's table: every row against the bare Fastify baseline, and each route
 * against the raw query (the same SQL through the bare driver) measured just before it.
 */
export function pairedTable(rows: Summary[], baseline: Summary, rawOf: (row: Summary) => Summary | undefined): string {
  return formatTable(
    ['target', 'req/s (mean)', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs Fastify', 'vs raw query'],
    rows.map((row) => {
      const raw = rawOf(row);
      return [
        row.name,
        perSecond(row.requestsPerSec),
        ms(row.p50Ms),
        ms(row.p99Ms),
        String(row.non2xx),
        String(row.errors),
        ratio(row.requestsPerSec, baseline.requestsPerSec),
        raw ? ratio(row.requestsPerSec, raw.requestsPerSec) : '',
      ];
    }),
  );
}

/** Rows that make the run a failure: a benchmark of error responses measures the wrong thing. */
export function failedRows(rows: Summary[]): Summary[] {
  return rows.filter((row) => row.non2xx > 0 || row.errors > 0 || row.responses === 0);
}
