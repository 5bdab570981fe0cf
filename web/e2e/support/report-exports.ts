// A time report's CSV or XLSX rows checked against GET /reports/time's answer for the same query:
// each (group, child) line, the sum of each group's lines, and the total line.
import { expect } from 'vitest';

interface Line {
  key: string | null;
  label: string;
  seconds: number;
  billableSeconds: number;
}

export interface TimeReport {
  groupBy: string;
  thenBy: string | null;
  totals: { seconds: number; billableSeconds: number; entries: number };
  groups: Array<Line & { children?: Line[] }>;
}

/** The export's column for each dimension (src/modules/time/reports/reports.export.ts). */
const HEADING: Record<string, string> = {
  client: 'Client',
  project: 'Project',
  task: 'Task',
  member: 'Member',
  day: 'Day',
  week: 'Week',
};

const hours = (seconds: number) => seconds / 3600;
/** A cell as a number: CSV cells are text, sheet cells numbers. */
const numberIn = (cell: unknown) => Number(cell);
/** Sums of hundredths, compared as hundredths (the files round hours to two decimals). */
const close = (actual: number, expected: number) => expect(actual).toBeCloseTo(expected, 2);

/**
 * `rows` (records by header, one line per group and child of a two-level report, then the total
 * line) say what `report` says: the same lines in the same order, each group's lines adding up to
 * its total, and the total line the report's totals.
 */
export function expectExportMatches(report: TimeReport, rows: Array<Record<string, unknown>>) {
  const [first, second] = [HEADING[report.groupBy]!, HEADING[report.thenBy!]!];
  const lines = rows.slice(0, -1);
  const last = rows[rows.length - 1]!;
  expect(lines.map((row) => [String(row[first]), String(row[second])])).toEqual(
    report.groups.flatMap((group) => (group.children ?? []).map((child) => [group.label, child.label])),
  );
  for (const group of report.groups) {
    const own = lines.filter((row) => row[first] === group.label);
    close(
      own.reduce((sum, row) => sum + numberIn(row.Hours), 0),
      hours(group.seconds),
    );
    close(
      own.reduce((sum, row) => sum + numberIn(row['Billable hours']), 0),
      hours(group.billableSeconds),
    );
    for (const [index, child] of (group.children ?? []).entries()) {
      close(numberIn(own[index]!.Hours), hours(child.seconds));
      close(numberIn(own[index]!['Billable hours']), hours(child.billableSeconds));
    }
  }
  expect(last[first]).toBe('Total');
  close(numberIn(last.Hours), hours(report.totals.seconds));
  close(numberIn(last['Billable hours']), hours(report.totals.billableSeconds));
}
