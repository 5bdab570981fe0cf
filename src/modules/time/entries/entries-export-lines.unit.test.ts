import { describe, expect, it } from 'vitest';
import { decimalHours, entryExportColumns, entryLine, type EntryExportOptions } from './entries.csv.js';
import type { EntryRow } from '../time.repository.js';

const options: EntryExportOptions = {
  zone: 'Europe/Berlin',
  withRates: false,
  withAmounts: false,
  now: new Date('2026-11-20T12:00:00Z'),
};

function row(startTime: string, endTime: string | null, extra: Partial<EntryRow['entry']> = {}): EntryRow {
  return {
    entry: {
      id: '00000000-0000-4000-8000-000000000001',
      orgId: '00000000-0000-4000-8000-000000000002',
      memberId: '00000000-0000-4000-8000-000000000003',
      projectId: '00000000-0000-4000-8000-000000000004',
      taskId: null,
      startTime: new Date(startTime),
      endTime: endTime === null ? null : new Date(endTime),
      idleSeconds: 0,
      notes: 'Standup',
      isBillable: true,
      isOffline: false,
      source: 'MANUAL',
      status: 'APPROVED',
      costRate: '40.00',
      billRate: '100.00',
      ...extra,
    } as EntryRow['entry'],
    userId: '00000000-0000-4000-8000-000000000005',
    userName: 'Zoë Able',
    userEmail: 'zoe@example.com',
    projectName: 'Website',
    clientName: 'Acme',
    taskName: 'Design',
    tags: [
      { id: '00000000-0000-4000-8000-000000000006', name: 'Meeting' },
      { id: '00000000-0000-4000-8000-000000000007', name: 'Urgent' },
    ],
  };
}

/** A line as a record by header, like a spreadsheet's row. */
const record = (line: unknown[], opts = options) =>
  Object.fromEntries(entryExportColumns(opts).map((column, index) => [column.header, line[index]]));

describe('entryLine', () => {
  it("writes the day, times and zone of the organization's clock, names, tags and decimal hours", () => {
    const line = record(entryLine(row('2026-11-02T08:00:00Z', '2026-11-02T09:30:00Z'), undefined, options));
    expect(line).toMatchObject({
      Date: '2026-11-02',
      Start: '09:00',
      End: '10:30',
      'Time zone': 'Europe/Berlin',
      Member: 'Zoë Able',
      Email: 'zoe@example.com',
      Client: 'Acme',
      Project: 'Website',
      Task: 'Design',
      Tags: 'Meeting, Urgent',
      Hours: 1.5,
      Billable: 'yes',
      Status: 'APPROVED',
      Billed: 'no',
      'Entry ID': '00000000-0000-4000-8000-000000000001',
      'Start (UTC)': '2026-11-02T08:00:00.000Z',
    });
    expect(line).not.toHaveProperty('Invoice');
    expect(line).not.toHaveProperty('Bill rate');
  });

  it('counts a DST day by the clock: the spring night is an hour shorter, the entry is on the day it starts', () => {
    // Berlin's clocks go from 02:00 to 03:00 on 29 March 2026: 01:30 to 03:30 local is one hour.
    const spring = record(entryLine(row('2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z'), undefined, options));
    expect(spring).toMatchObject({ Date: '2026-03-29', Start: '01:30', End: '03:30', Hours: 1 });
    // 25 October: 02:30 happens twice; the entry from the first 02:30 to 02:15 after the change is 45 minutes.
    const autumn = record(entryLine(row('2026-10-25T00:30:00Z', '2026-10-25T01:15:00Z'), undefined, options));
    expect(autumn).toMatchObject({ Date: '2026-10-25', Start: '02:30', End: '02:15', Hours: 0.75 });
    // Late in the evening in Berlin is already the next day in UTC, and an end after midnight carries its day.
    const late = record(entryLine(row('2026-11-02T22:30:00Z', '2026-11-03T00:30:00Z'), undefined, options));
    expect(late).toMatchObject({ Date: '2026-11-02', Start: '23:30', End: '2026-11-03 01:30', Hours: 2 });
    const utc = record(
      entryLine(row('2026-11-02T22:30:00Z', '2026-11-03T00:30:00Z'), undefined, { ...options, zone: 'UTC' }),
    );
    expect(utc).toMatchObject({ Date: '2026-11-02', Start: '22:30', End: '2026-11-03 00:30', 'Time zone': 'UTC' });
  });

  it('rounds hours half-up to two decimals, takes idle time off and counts a running entry to now', () => {
    expect(decimalHours(3618)).toBe(1.01);
    expect(decimalHours(3617)).toBe(1);
    expect(decimalHours(1200)).toBe(0.33);
    expect(decimalHours(2400)).toBe(0.67);
    const idle = record(
      entryLine(row('2026-11-02T08:00:00Z', '2026-11-02T09:00:00Z', { idleSeconds: 900 }), undefined, options),
    );
    expect(idle.Hours).toBe(0.75);
    const running = record(entryLine(row('2026-11-20T11:00:00Z', null), undefined, options));
    expect(running).toMatchObject({ End: null, Hours: 1, 'End (UTC)': null });
  });

  it('shows the invoice, rates and amounts only to callers allowed to see them', () => {
    const all = { ...options, withRates: true, withAmounts: true };
    const billed = record(
      entryLine(row('2026-11-02T08:00:00Z', '2026-11-02T09:30:00Z'), { invoiceId: 'x', number: 'INV-0007' }, all),
      all,
    );
    expect(billed).toMatchObject({
      Billed: 'yes',
      Invoice: 'INV-0007',
      'Cost rate': 40,
      'Bill rate': 100,
      'Billable amount': 150,
      'Cost amount': 60,
    });
    const draft = record(
      entryLine(row('2026-11-02T08:00:00Z', '2026-11-02T09:30:00Z'), { invoiceId: 'x', number: null }, all),
      all,
    );
    expect(draft.Invoice).toBe('draft');
    const hidden = record(
      entryLine(row('2026-11-02T08:00:00Z', '2026-11-02T09:30:00Z'), { invoiceId: 'x', number: 'INV-0007' }, options),
    );
    expect(hidden.Billed).toBe('yes');
    expect(Object.values(hidden)).not.toContain('INV-0007');
  });
});
