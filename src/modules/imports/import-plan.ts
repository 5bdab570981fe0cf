import { instantOfLocal, localDateTime, type TimeZone } from '../../platform/dates.js';
import type { ImportRow } from './parse/import-row.js';

/**
 * From a parsed row to the span it will occupy, in file order, with the rules that need no
 * database: the same entry twice in the file, two rows of one person that overlap, and where a
 * day-only row (Harvest) goes. Times are the organization's wall clock (docs/importing.md).
 */

type PlanProblemCode = 'DUPLICATE_ROW' | 'OVERLAP_IN_FILE' | 'END_BEFORE_START';

export interface PlannedEntry {
  row: ImportRow;
  personKey: string;
  start: Date;
  end: Date;
}

interface PlanProblem {
  rowNumber: number;
  line: number;
  code: PlanProblemCode;
  column: null;
  message: string;
}

/** Where the first day-only entry of a person's day starts; the next ones follow it. */
const DAY_ONLY_START = '09:00:00';

const normal = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/** The person a row is for: by email when the file has one, else by name. */
function personKeyOf(person: ImportRow['person']): string {
  if (person.email) return `email:${normal(person.email)}`;
  return `name:${normal(person.name ?? '')}`;
}

/** "2026-03-02 08:15–10:00" (or "… 22:30–2026-03-11 01:15" across midnight) on the organization's clock. */
export function spanWords(start: Date, end: Date, zone: TimeZone): string {
  const from = localDateTime(start, zone).slice(0, 16).replace('T', ' ');
  const to = localDateTime(end, zone).slice(0, 16).replace('T', ' ');
  return `${from}–${to.slice(0, 10) === from.slice(0, 10) ? to.slice(11) : to}`;
}

interface Placed {
  start: number;
  end: number;
  rowNumber: number;
}

/** Index of the first span starting at or after `start` (spans sorted by start). */
function firstFrom(spans: Placed[], start: number): number {
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (spans[middle]!.start < start) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function createEntryPlanner(zone: TimeZone) {
  const seen = new Map<string, number>();
  const byPerson = new Map<string, Placed[]>();
  const dayCursor = new Map<string, number>();

  const problem = (row: ImportRow, code: PlanProblemCode, message: string): PlanProblem => ({
    rowNumber: row.rowNumber,
    line: row.line,
    code,
    column: null,
    message,
  });

  function spanOf(row: ImportRow, personKey: string): { start: number; end: number } {
    if (row.start) {
      const start = instantOfLocal(row.start.date, row.start.time, zone).getTime();
      const end = row.end
        ? instantOfLocal(row.end.date, row.end.time, zone).getTime()
        : start + row.durationSeconds * 1000;
      return { start, end };
    }
    // A day and hours only: one after the other from 09:00, in the order the file lists them.
    const cursorKey = `${personKey}\u0000${row.day}`;
    const start = dayCursor.get(cursorKey) ?? instantOfLocal(row.day!, DAY_ONLY_START, zone).getTime();
    const end = start + row.durationSeconds * 1000;
    dayCursor.set(cursorKey, end);
    return { start, end };
  }

  return {
    plan(row: ImportRow): PlannedEntry | PlanProblem {
      const earlier = seen.get(row.sourceKey);
      if (earlier !== undefined)
        return problem(
          row,
          'DUPLICATE_ROW',
          `The same entry as row ${earlier} (same person, time, project, task and description); imported once.`,
        );
      const personKey = personKeyOf(row.person);
      const { start, end } = spanOf(row, personKey);
      if (end <= start)
        return problem(
          row,
          'END_BEFORE_START',
          `It ends (${spanWords(new Date(start), new Date(end), zone).split('–')[1]}) before it starts on the organization’s clock.`,
        );
      const spans = byPerson.get(personKey) ?? [];
      const at = firstFrom(spans, start);
      const clash = [spans[at - 1], spans[at]].find((span) => span && span.start < end && start < span.end);
      if (clash)
        return problem(
          row,
          'OVERLAP_IN_FILE',
          `${spanWords(new Date(start), new Date(end), zone)} overlaps row ${clash.rowNumber} of the file for the same person; a person’s entries cannot overlap.`,
        );
      spans.splice(at, 0, { start, end, rowNumber: row.rowNumber });
      byPerson.set(personKey, spans);
      seen.set(row.sourceKey, row.rowNumber);
      return { row, personKey, start: new Date(start), end: new Date(end) };
    },
  };
}

export function isPlanProblem(item: PlannedEntry | PlanProblem): item is PlanProblem {
  return 'code' in item;
}
