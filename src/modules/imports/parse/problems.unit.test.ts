import { describe, expect, it } from 'vitest';
import { CsvSyntaxError } from '../../../platform/formats/csv-read.js';
import { ROW_PROBLEM_CODES } from './import-row.js';
import { parseImportFile } from './parse-file.js';
import { parse, sampleRecords, toCsv } from './samples/sample-files.js';

const TOGGL_HEADER = [
  'User',
  'Email',
  'Client',
  'Project',
  'Task',
  'Description',
  'Billable',
  'Start date',
  'Start time',
  'End date',
  'End time',
  'Duration',
  'Tags',
  'Amount (EUR)',
];

/** A Toggl row: `when` is start date, start time, end date, end time, duration. */
const toggl = (description: string, when: [string, string, string, string, string], amount = '') => [
  'Zoë Müller',
  'zoe@example.com',
  '',
  'Website',
  '',
  description,
  'Yes',
  ...when,
  '',
  amount,
];

describe('row problems, in words', () => {
  /** The codes the tests below produce: every code is met at least once. */
  const seen = new Set<string>();
  it('names the column, the value and what was expected for each kind of problem', async () => {
    const file =
      toCsv([
        TOGGL_HEADER,
        toggl('fine', ['2026-03-02', '08:00:00', '2026-03-02', '09:00:00', '01:00:00']),
        toggl('bad date', ['2026-02-31', '08:00:00', '2026-03-02', '09:00:00', '01:00:00']),
        toggl('bad time', ['2026-03-02', '25:10', '2026-03-02', '09:00:00', '01:00:00']),
        toggl('bad duration', ['2026-03-02', '08:00:00', '2026-03-02', '09:00:00', 'one hour']),
        toggl('negative', ['2026-03-02', '08:00:00', '2026-03-02', '09:00:00', '-01:00:00']),
        toggl('zero', ['2026-03-02', '08:00:00', '2026-03-02', '08:00:00', '00:00:00']),
        toggl('backwards', ['2026-03-02', '08:00:00', '2026-03-01', '09:00:00', '']),
        toggl('no date', ['', '08:00:00', '2026-03-02', '09:00:00', '01:00:00']),
      ]) + 'Zoë Müller,zoe@example.com,,Website,,"too few, the quotes are right",Yes,2026-03-02\n';
    const { rows, problems } = await parse(file);
    problems.forEach((problem) => seen.add(problem.code));
    expect(rows.map((row) => row.description)).toEqual(['fine']);
    expect(problems.map(({ rowNumber, code, column, message }) => ({ rowNumber, code, column, message }))).toEqual([
      {
        rowNumber: 3,
        code: 'BAD_DATE',
        column: 'Start date',
        message: 'Start date "2026-02-31" is not a date in the file\'s YYYY-MM-DD format.',
      },
      {
        rowNumber: 4,
        code: 'BAD_TIME',
        column: 'Start time',
        message: 'Start time "25:10" is not a time of day like 14:30:00 or 2:30 PM.',
      },
      {
        rowNumber: 5,
        code: 'BAD_DURATION',
        column: 'Duration',
        message: 'Duration "one hour" is not a duration like 01:30:00 or 1.5.',
      },
      { rowNumber: 6, code: 'BAD_DURATION', column: 'Duration', message: 'Duration "-01:00:00" is negative.' },
      {
        rowNumber: 7,
        code: 'ZERO_DURATION',
        column: 'Duration',
        message: 'The entry lasts no time at all; there is nothing to import.',
      },
      {
        rowNumber: 8,
        code: 'END_BEFORE_START',
        column: 'End date',
        message: 'The entry ends (2026-03-01 09:00:00) before it starts (2026-03-02 08:00:00).',
      },
      { rowNumber: 9, code: 'MISSING_FIELD', column: 'Start date', message: 'Start date is empty.' },
      {
        rowNumber: 10,
        code: 'WRONG_FIELD_COUNT',
        column: null,
        message:
          'This row has 8 values but the header has 14 columns: a value with the separator in it may be missing its quotes.',
      },
    ]);
  });

  it('refuses a rate that is not a number, and leaves out Clockify breaks and time off', async () => {
    const [header = [], first = [], second = []] = sampleRecords('clockify-detailed');
    const withRate = [...first];
    withRate[header.indexOf('Billable Rate (EUR)')] = 'n/a';
    const aBreak = [...second];
    aBreak[header.indexOf('Type')] = 'Break';
    const { problems } = await parse(toCsv([header, withRate, aBreak]));
    problems.forEach((problem) => seen.add(problem.code));
    expect(problems.map(({ code, column, message }) => ({ code, column, message }))).toEqual([
      {
        code: 'BAD_NUMBER',
        column: 'Billable Rate (EUR)',
        message: 'Billable Rate (EUR) "n/a" is not a number in the file\'s 1,234.5 format.',
      },
      {
        code: 'NOT_A_TIME_ENTRY',
        column: 'Type',
        message: 'This is a "Break" entry, not worked time: breaks, time off and holidays are not imported.',
      },
    ]);
  });

  it('meets every problem code in the tests above', () => {
    expect([...seen].sort()).toEqual([...ROW_PROBLEM_CODES].sort());
  });
});

describe('what is not a problem', () => {
  it('takes the hour clocks go back (end before start on the wall clock, a positive duration) and a trailing empty value', async () => {
    const file = toCsv([
      TOGGL_HEADER,
      [...toggl('repeated hour', ['2026-10-25', '02:50:00', '2026-10-25', '02:10:00', '00:20:00']), ''],
    ]);
    const { rows, problems } = await parse(file);
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({ start: { time: '02:50:00' }, end: { time: '02:10:00' }, durationSeconds: 1200 });
  });

  it('reads a duration written in decimal hours (the workspace’s duration format) as hours', async () => {
    const file = toCsv([TOGGL_HEADER, toggl('decimal', ['2026-03-02', '08:00:00', '2026-03-02', '09:30:00', '1.50'])]);
    const { rows, problems } = await parse(file);
    expect(problems).toEqual([]);
    expect(rows[0]?.durationSeconds).toBe(5400);
  });

  it('reads 12 AM as midnight and 12 PM as noon, and Spanish "p. m."', async () => {
    const file = toCsv([
      ['Fecha', 'Hora de inicio', 'Hora de fin'],
      ['10/03/2026', '12:30 AM', '12:15 PM'],
      ['11/03/2026', '1:05 p. m.', '11:59:59 p. m.'],
    ]);
    const first = await parse(file);
    const { rows } = await parse(file, { mapping: first.detected.suggestedMapping, dateFormat: 'DD/MM/YYYY' });
    expect(rows.map((row) => [row.start, row.end])).toEqual([
      [
        { date: '2026-03-10', time: '00:30:00' },
        { date: '2026-03-10', time: '12:15:00' },
      ],
      [
        { date: '2026-03-11', time: '13:05:00' },
        { date: '2026-03-11', time: '23:59:59' },
      ],
    ]);
  });

  it('skips rows whose every value is empty, lists custom fields, and reads a generic file’s end time past midnight as the next day', async () => {
    const file = toCsv([
      ['Date', 'Start', 'Start time', 'End time', 'Project', 'Kostenstelle'],
      ['2026-03-10', '', '22:30', '01:15', 'Mobile App', 'K-1'],
      ['', '', '', '', '', ''],
    ]);
    const first = await parse(file);
    expect(first.detected).toMatchObject({ format: 'GENERIC', unknownColumns: ['Start', 'Kostenstelle'] });
    const { rows, problems } = await parse(file, { mapping: first.detected.suggestedMapping });
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      start: { date: '2026-03-10', time: '22:30:00' },
      end: { date: '2026-03-11', time: '01:15:00' },
      durationSeconds: 9900,
      person: { email: null, name: null },
    });
  });
});

describe('what ends the file', () => {
  it('an empty file has no header', async () => {
    await expect(parseImportFile((async function* () {})())).rejects.toBeInstanceOf(CsvSyntaxError);
  });

  it('an unclosed quote is a CsvSyntaxError naming its line, after the rows before it', async () => {
    const file =
      toCsv([TOGGL_HEADER, toggl('fine', ['2026-03-02', '08:00:00', '2026-03-02', '09:00:00', '01:00:00'])]) +
      'Zoë,"never closed\n';
    const parsed = await parseImportFile(
      (async function* () {
        yield new TextEncoder().encode(file);
      })(),
    );
    const seen: unknown[] = [];
    await expect(async () => {
      for await (const row of parsed.rows) seen.push(row);
    }).rejects.toMatchObject({ line: 3 });
    expect(seen).toHaveLength(1);
  });
});
