import { describe, expect, it } from 'vitest';
import type { ImportRow } from './import-row.js';
import { parse, sampleText, type SampleName } from './samples/sample-files.js';

/** The samples' agency: the same 64 entries in each tool's export (samples/README in the issue). */
const PEOPLE = ['Ayşe Yılmaz', 'Chloé Dubois', 'José Ñúñez', 'Łukasz Wójcik', 'Søren Ødegård', 'Zoë Müller'];
const PROJECTS = ['Herbstkatalog 2026', 'Internal / Admin', 'Mobile App', 'Online-Shop', 'Website Relaunch'];
const CLIENTS = ['Acme Corp, Inc.', 'Bäckerei Schmidt GmbH', 'Nordlicht Verlag', null];

const SAMPLES: [SampleName, string][] = [
  ['toggl-track-detailed', 'TOGGL'],
  ['clockify-detailed', 'CLOCKIFY'],
  ['harvest-time', 'HARVEST'],
];

const byDescription = (rows: ImportRow[], start: string) => rows.filter((row) => row.description.startsWith(start));
const distinct = <T>(values: T[]) => [...new Set(values)].sort();

describe.each(SAMPLES)('the %s sample', (name, format) => {
  it(`is recognised as ${format} and reads as 64 entries with no problems`, async () => {
    const { detected, rows, problems } = await parse(sampleText(name));
    expect(detected.format).toBe(format);
    expect(detected.needsMapping).toBe(false);
    expect(detected.unknownColumns).toEqual([]);
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(64);
    expect(rows[0]).toMatchObject({ rowNumber: 2, line: 2 });
  });

  it('has the agency’s people, projects, clients and billable time', async () => {
    const { rows } = await parse(sampleText(name));
    expect(distinct(rows.map((row) => row.person.name))).toEqual(distinct(PEOPLE));
    expect(distinct(rows.map((row) => row.project))).toEqual(distinct(PROJECTS));
    expect(distinct(rows.map((row) => row.client))).toEqual(distinct(CLIENTS));
    expect(rows.filter((row) => row.billable === true)).toHaveLength(50);
    expect(rows.filter((row) => row.billable === false)).toHaveLength(14);
  });

  it('keeps notes with commas, quotes and a line break whole', async () => {
    const { rows } = await parse(sampleText(name));
    expect(byDescription(rows, 'Kick-off call')[0]?.description).toBe(
      'Kick-off call with client:\nagreed on scope, budget and timeline',
    );
    expect(byDescription(rows, 'Fixed "Add to cart"')[0]?.description).toBe(
      'Fixed "Add to cart" button, retested on iOS, Android',
    );
    expect(byDescription(rows, 'Icons; 5 variants')[0]?.description).toBe('Icons; 5 variants, "flat" style');
    // the record after the quoted line break starts a line later than its row number
    expect(byDescription(rows, 'Newsletter template')[0]).toMatchObject({ rowNumber: 4, line: 5 });
  });

  it('gives every entry its own source key', async () => {
    const { rows } = await parse(sampleText(name));
    expect(new Set(rows.map((row) => row.sourceKey)).size).toBe(64);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.sourceKey))).toBe(true);
  });
});

describe('timed exports (Toggl, Clockify)', () => {
  it.each(['toggl-track-detailed', 'clockify-detailed'] as const)(
    '%s: wall clock, people’s e-mails and tags',
    async (name) => {
      const { rows } = await parse(sampleText(name));
      expect(distinct(rows.map((row) => row.person.email))).toContain('zoe.mueller@nordwind.example');
      expect(rows.filter((row) => row.tags.length > 0)).toHaveLength(48);
      expect(byDescription(rows, 'Kick-off call')[0]?.tags).toEqual(['Meeting', 'Remote']);
      expect(byDescription(rows, 'Release build')[0]).toMatchObject({
        start: { date: '2026-03-10', time: '22:30:00' },
        end: { date: '2026-03-11', time: '01:15:00' },
        day: null,
        durationSeconds: 9900,
        tags: ['Overtime', 'Rush', 'Bugfix'],
      });
      // DST days: start and end stay wall clock, the duration is what the tool measured
      expect(byDescription(rows, 'Night deployment, DST switch')[0]).toMatchObject({
        start: { date: '2026-03-29', time: '01:30:00' },
        end: { date: '2026-03-29', time: '03:30:00' },
        durationSeconds: 3600,
      });
      expect(byDescription(rows, 'Server migration during DST end')[0]).toMatchObject({
        start: { date: '2026-10-25', time: '00:30:00' },
        end: { date: '2026-10-25', time: '03:30:00' },
        durationSeconds: 4 * 3600,
      });
    },
  );

  it('gives the same entry the same source key from Toggl and from Clockify', async () => {
    const toggl = await parse(sampleText('toggl-track-detailed'));
    const clockify = await parse(sampleText('clockify-detailed'));
    expect(clockify.rows.map((row) => row.sourceKey)).toEqual(toggl.rows.map((row) => row.sourceKey));
  });

  it('reads Clockify’s invoice, type and rate columns, and the currencies in the headers', async () => {
    const toggl = await parse(sampleText('toggl-track-detailed'));
    const clockify = await parse(sampleText('clockify-detailed'));
    expect(toggl.detected.currency).toBe('EUR');
    expect(clockify.detected.currency).toBe('EUR');
    expect(clockify.detected.ignoredColumns).toEqual([
      'Group',
      'Duration (decimal)',
      'Billable Amount (EUR)',
      'Date of creation',
    ]);
    expect(clockify.rows[0]).toMatchObject({
      currency: 'EUR',
      billableRate: '140.00',
      source: { format: 'CLOCKIFY', invoiced: true, invoiceNumber: 'INV-2026-0005', entryType: 'Regular' },
    });
  });
});

describe('Harvest', () => {
  it('reads a day and decimal hours, no times, and keys its entries on them', async () => {
    const harvest = await parse(sampleText('harvest-time'));
    const toggl = await parse(sampleText('toggl-track-detailed'));
    const crossing = byDescription(harvest.rows, 'Release build')[0];
    expect(crossing).toMatchObject({ start: null, end: null, day: '2026-03-10', durationSeconds: 2.75 * 3600 });
    expect(byDescription(harvest.rows, 'Night deployment')[0]).toMatchObject({
      day: '2026-03-29',
      durationSeconds: 3600,
    });
    expect(byDescription(harvest.rows, 'Server migration')[0]).toMatchObject({
      day: '2026-10-25',
      durationSeconds: 14400,
    });
    // 1.76 hours is 1 h 45 min 36 s
    expect(harvest.rows[0]?.durationSeconds).toBe(6336);
    // no times, so no entry can match a timed export's
    const timedKeys = new Set(toggl.rows.map((row) => row.sourceKey));
    expect(harvest.rows.some((row) => timedKeys.has(row.sourceKey))).toBe(false);
  });

  it('joins first and last name, and reads codes, rates and each row’s currency', async () => {
    const { rows, detected } = await parse(sampleText('harvest-time'));
    expect(detected.currency).toBeNull();
    expect(rows[0]).toMatchObject({
      person: { email: null, name: 'Zoë Müller' },
      projectCode: 'AC-APP',
      currency: 'USD',
      billableRate: '140.0',
      costRate: '45.0',
      tags: [],
      source: { format: 'HARVEST', approved: true, invoiced: true },
    });
    expect(rows[1]?.currency).toBe('EUR');
    expect(rows.filter((row) => row.source.approved === false).length).toBeGreaterThan(0);
  });
});
