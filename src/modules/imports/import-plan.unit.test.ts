import { describe, expect, it } from 'vitest';
import { createEntryPlanner, isPlanProblem, spanWords } from './import-plan.js';
import type { ImportRow } from './parse/import-row.js';

let rowNumber = 1;
function row(overrides: Partial<ImportRow>): ImportRow {
  rowNumber += 1;
  return {
    rowNumber,
    line: rowNumber,
    sourceKey: `key-${rowNumber}`,
    person: { email: 'ann@example.com', name: 'Ann' },
    client: null,
    project: 'Site',
    projectCode: null,
    task: null,
    tags: [],
    description: '',
    billable: true,
    start: null,
    end: null,
    day: null,
    durationSeconds: 3600,
    currency: null,
    billableRate: null,
    costRate: null,
    source: { format: 'TOGGL', approved: null, invoiced: null, invoiceNumber: null, entryType: null },
    ...overrides,
  };
}

const at = (date: string, time: string) => ({ date, time });

describe('createEntryPlanner', () => {
  it('reads wall-clock times in the zone, across midnight and both daylight-saving days', () => {
    const planner = createEntryPlanner('Europe/Berlin');
    const night = planner.plan(row({ start: at('2026-03-10', '22:30:00'), end: at('2026-03-11', '01:15:00') }));
    const spring = planner.plan(row({ start: at('2026-03-29', '01:30:00'), end: at('2026-03-29', '03:30:00') }));
    const autumn = planner.plan(row({ start: at('2026-10-25', '00:30:00'), end: at('2026-10-25', '03:30:00') }));
    const hours = (entry: typeof night) =>
      isPlanProblem(entry) ? NaN : (entry.end.getTime() - entry.start.getTime()) / 3_600_000;
    expect([hours(night), hours(spring), hours(autumn)]).toEqual([2.75, 1, 4]);
  });

  it('takes a start and a duration when the file has no end', () => {
    const planned = createEntryPlanner('UTC').plan(row({ start: at('2026-05-04', '09:00:00'), durationSeconds: 5400 }));
    expect(isPlanProblem(planned) ? null : planned.end.toISOString()).toBe('2026-05-04T10:30:00.000Z');
  });

  it('places a person’s day-only rows one after another from 09:00, each person on their own', () => {
    const planner = createEntryPlanner('Europe/Berlin');
    const first = planner.plan(row({ day: '2026-03-02', durationSeconds: 1.5 * 3600 }));
    const second = planner.plan(row({ day: '2026-03-02', durationSeconds: 3600 }));
    const other = planner.plan(row({ day: '2026-03-02', person: { email: null, name: 'Ben' } }));
    const spans = [first, second, other].map((entry) =>
      isPlanProblem(entry) ? entry.code : spanWords(entry.start, entry.end, 'Europe/Berlin'),
    );
    expect(spans).toEqual(['2026-03-02 09:00–10:30', '2026-03-02 10:30–11:30', '2026-03-02 09:00–10:00']);
  });

  it('refuses the same entry twice and two rows of one person at the same time, naming the earlier row', () => {
    const planner = createEntryPlanner('UTC');
    const first = row({ start: at('2026-05-04', '09:00:00'), end: at('2026-05-04', '10:00:00'), sourceKey: 'same' });
    expect(isPlanProblem(planner.plan(first))).toBe(false);
    const again = planner.plan({ ...first, rowNumber: 40, line: 41 });
    expect(again).toMatchObject({ code: 'DUPLICATE_ROW', rowNumber: 40, line: 41 });
    expect(isPlanProblem(again) && again.message).toContain(`same entry as row ${first.rowNumber} `);
    const overlap = planner.plan(row({ start: at('2026-05-04', '09:30:00'), end: at('2026-05-04', '11:00:00') }));
    expect(overlap).toMatchObject({ code: 'OVERLAP_IN_FILE' });
    expect(isPlanProblem(overlap) && overlap.message).toContain(
      `2026-05-04 09:30–11:00 overlaps row ${first.rowNumber} `,
    );
    // Touching is not overlapping, and someone else may work at the same time.
    expect(
      isPlanProblem(planner.plan(row({ start: at('2026-05-04', '10:00:00'), end: at('2026-05-04', '11:00:00') }))),
    ).toBe(false);
    expect(
      isPlanProblem(
        planner.plan(
          row({
            person: { email: 'ben@example.com', name: 'Ben' },
            start: at('2026-05-04', '09:00:00'),
            end: at('2026-05-04', '10:00:00'),
          }),
        ),
      ),
    ).toBe(false);
  });

  it('refuses an entry that ends before it starts on the organization’s clock', () => {
    const planned = createEntryPlanner('UTC').plan(
      row({ start: at('2026-05-04', '10:00:00'), end: at('2026-05-04', '09:00:00') }),
    );
    expect(planned).toMatchObject({ code: 'END_BEFORE_START' });
  });
});
