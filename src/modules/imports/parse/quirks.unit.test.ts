import { describe, expect, it } from 'vitest';
import { headerSignature } from './columns.js';
import { parseImportFile } from './parse-file.js';
import { encodeWindows1252, parse, sampleRecords, sampleText, toCsv } from './samples/sample-files.js';

const BOM = '\uFEFF';

/** A sample with some columns' values changed: `change(header, value)` returns the new value. */
function changed(name: Parameters<typeof sampleRecords>[0], change: (header: string, value: string) => string) {
  const [header = [], ...rows] = sampleRecords(name);
  return [header, ...rows.map((row) => row.map((value, index) => change(header[index] ?? '', value)))];
}

const isoTo = (order: 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'DD.MM.YYYY') => (iso: string) => {
  const [year, month, day] = iso.split('-');
  return order === 'MM/DD/YYYY'
    ? `${month}/${day}/${year}`
    : order === 'DD/MM/YYYY'
      ? `${day}/${month}/${year}`
      : `${day}.${month}.${year}`;
};

const to12Hour = (time: string) => {
  const [hours = 0, minutes, seconds] = time.split(':').map(Number);
  const pad = (value: number | undefined) => String(value).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(minutes)}:${pad(seconds)} ${hours < 12 ? 'AM' : 'PM'}`;
};

const DATE_HEADERS = new Set(['Start Date', 'End Date', 'Date of creation']);
const TIME_HEADERS = new Set(['Start Time', 'End Time']);

const SPANISH: Record<string, string> = {
  Project: 'Proyecto',
  Client: 'Cliente',
  Description: 'Descripción',
  Task: 'Tarea',
  User: 'Usuario',
  Group: 'Grupo',
  Email: 'Correo electrónico',
  Tags: 'Etiquetas',
  Type: 'Tipo',
  Billable: 'Facturable',
  Invoiced: 'Facturado',
  'Invoice ID': 'ID de factura',
  'Start Date': 'Fecha de inicio',
  'Start Time': 'Hora de inicio',
  'End Date': 'Fecha de finalización',
  'End Time': 'Hora de finalización',
  'Duration (h)': 'Duración (h)',
  'Duration (decimal)': 'Duración (decimal)',
  'Billable Rate (EUR)': 'Tarifa facturable (EUR)',
  'Billable Amount (EUR)': 'Importe facturable (EUR)',
};

async function keysOf(name: Parameters<typeof sampleText>[0]) {
  return (await parse(sampleText(name))).rows.map((row) => row.sourceKey);
}

describe('what real downloads look like', () => {
  it('reads a Toggl file with a BOM, CRLF and semicolons, one byte at a time, as the same entries', async () => {
    const file = BOM + toCsv(sampleRecords('toggl-track-detailed'), ';', '\r\n');
    const { detected, rows, problems } = await parse(file, {}, 1);
    expect(detected.dialect).toEqual({ encoding: 'utf-8', bom: true, separator: ';' });
    expect(detected.headers[0]).toBe('User');
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.sourceKey)).toEqual(await keysOf('toggl-track-detailed'));
    const icons = rows.find((row) => row.description.startsWith('Icons'));
    expect(icons?.description).toBe('Icons; 5 variants, "flat" style');
    const kickOff = rows.find((row) => row.description.startsWith('Kick-off'));
    expect(kickOff?.description).toBe('Kick-off call with client:\nagreed on scope, budget and timeline');
  });

  it('reads a Windows-1252 file with semicolons and CRLF (what Excel saves as "CSV")', async () => {
    const file = toCsv(
      [
        [
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
          'Amount ()',
        ],
        [
          'Jürgen Weiß',
          'juergen@example.com',
          'Bäckerei Schmidt GmbH',
          'Größenänderung',
          '',
          'Entwurf „Straße“; 12 € – "Rabatt"\r\nzweite Zeile',
          'Yes',
          '2026-03-02',
          '08:00:00',
          '2026-03-02',
          '09:30:00',
          '01:30:00',
          'Öffentlich',
          '',
        ],
        [
          'Zoë Müller',
          'ZOE@example.com',
          '',
          'Größenänderung',
          '',
          'Café',
          'No',
          '2026-03-03',
          '10:00:00',
          '2026-03-03',
          '10:15:00',
          '00:15:00',
          '',
          '',
        ],
      ],
      ';',
      '\r\n',
    );
    const { detected, rows } = await parse(encodeWindows1252(file), {}, 5);
    expect(detected.dialect).toEqual({ encoding: 'windows-1252', bom: false, separator: ';' });
    expect(detected.format).toBe('TOGGL');
    expect(detected.currency).toBeNull(); // `Amount ()`: no currency set
    expect(rows.map((row) => row.person)).toEqual([
      { email: 'juergen@example.com', name: 'Jürgen Weiß' },
      { email: 'zoe@example.com', name: 'Zoë Müller' },
    ]);
    expect(rows[0]).toMatchObject({
      project: 'Größenänderung',
      description: 'Entwurf „Straße“; 12 € – "Rabatt"\nzweite Zeile',
      tags: ['Öffentlich'],
      line: 2,
    });
    expect(rows[1]).toMatchObject({ rowNumber: 3, line: 4, description: 'Café' });
  });

  it('reads Clockify dates in MM/DD/YYYY with 12-hour times as the same entries', async () => {
    const records = changed('clockify-detailed', (header, value) =>
      DATE_HEADERS.has(header) ? isoTo('MM/DD/YYYY')(value) : TIME_HEADERS.has(header) ? to12Hour(value) : value,
    );
    expect(records[1]).toContain('8:15:00 AM');
    const { detected, rows, problems } = await parse(toCsv(records, ',', '\r\n'));
    expect(detected).toMatchObject({ format: 'CLOCKIFY', dateFormat: 'MM/DD/YYYY', dateFormatAmbiguous: false });
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.sourceKey)).toEqual(await keysOf('clockify-detailed'));
    expect(rows.find((row) => row.description.startsWith('Release build'))).toMatchObject({
      start: { date: '2026-03-10', time: '22:30:00' },
      end: { date: '2026-03-11', time: '01:15:00' },
    });
  });

  it('reads Clockify in Spanish: translated headers, Sí, DD/MM/YYYY', async () => {
    const [header = [], ...rows] = changed('clockify-detailed', (name, value) =>
      DATE_HEADERS.has(name) ? isoTo('DD/MM/YYYY')(value) : value === 'Yes' ? 'Sí' : value,
    );
    const spanish = [header.map((name) => SPANISH[name] ?? name), ...rows];
    const parsed = await parse(toCsv(spanish, ',', '\r\n'));
    expect(parsed.detected).toMatchObject({
      format: 'CLOCKIFY',
      dateFormat: 'DD/MM/YYYY',
      currency: 'EUR',
      unknownColumns: [],
    });
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows.map((row) => row.sourceKey)).toEqual(await keysOf('clockify-detailed'));
    expect(parsed.rows.filter((row) => row.billable)).toHaveLength(50);
    expect(parsed.rows[0]).toMatchObject({
      billableRate: '140.00',
      source: { invoiced: true, invoiceNumber: 'INV-2026-0005' },
    });
  });

  it('reads Clockify in DD.MM.YYYY', async () => {
    const records = changed('clockify-detailed', (header, value) =>
      DATE_HEADERS.has(header) ? isoTo('DD.MM.YYYY')(value) : value,
    );
    const { detected, rows } = await parse(toCsv(records));
    expect(detected.dateFormat).toBe('DD.MM.YYYY');
    expect(rows[0]?.start).toEqual({ date: '2026-03-02', time: '08:15:00' });
  });

  it('reads an older Clockify export without Client, Type, Invoiced, Invoice ID and Date of creation', async () => {
    const dropped = new Set(['Client', 'Type', 'Invoiced', 'Invoice ID', 'Date of creation']);
    const [header = [], ...rows] = sampleRecords('clockify-detailed');
    const keep = header.map((name) => !dropped.has(name));
    const older = [header, ...rows].map((record) => record.filter((_, index) => keep[index]));
    const parsed = await parse(toCsv(older));
    expect(parsed.detected.format).toBe('CLOCKIFY');
    expect(parsed.rows).toHaveLength(64);
    expect(parsed.rows[0]).toMatchObject({
      client: null,
      project: 'Mobile App',
      source: { invoiced: null, entryType: null },
    });
  });

  it('reads a Toggl export without the Email column as Toggl, people by name', async () => {
    const [header = [], ...rows] = sampleRecords('toggl-track-detailed');
    const email = header.indexOf('Email');
    const parsed = await parse(toCsv([header, ...rows].map((record) => record.filter((_, index) => index !== email))));
    expect(parsed.detected.format).toBe('TOGGL');
    expect(parsed.rows[0]?.person).toEqual({ email: null, name: 'Zoë Müller' });
  });

  it('says when the day/month order is ambiguous, and reads the order the person picks', async () => {
    const [header = [], ...rows] = changed('clockify-detailed', (name, value) =>
      DATE_HEADERS.has(name) ? isoTo('MM/DD/YYYY')(value) : value,
    );
    const early = rows.filter((row) => Number(row[header.indexOf('Start Date')]?.slice(3, 5)) <= 12);
    const file = toCsv([header, ...early]);
    const asked = await parse(file);
    expect(asked.detected).toMatchObject({
      dateFormat: 'MM/DD/YYYY',
      dateFormatAmbiguous: true,
      dateFormatCandidates: ['MM/DD/YYYY', 'DD/MM/YYYY'],
    });
    const answered = await parse(file, { dateFormat: 'DD/MM/YYYY' });
    expect(answered.detected.dateFormatAmbiguous).toBe(false);
    expect(asked.rows[0]?.start?.date).toBe('2026-03-02');
    expect(answered.rows[0]?.start?.date).toBe('2026-02-03');
  });

  it('reads Harvest’s European numbers', async () => {
    const records = changed('harvest-time', (header, value) =>
      ['Hours', 'Billable Rate', 'Cost Rate', 'Billable Amount', 'Cost Amount'].includes(header)
        ? value.replace('.', ',')
        : value,
    );
    const rate = records[0]?.indexOf('Billable Rate') ?? -1;
    if (records[1]) records[1][rate] = '2.000,0';
    const { detected, rows, problems } = await parse(toCsv(records));
    expect(detected.decimalSeparator).toBe(',');
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({ durationSeconds: 6336, billableRate: '2000.0', costRate: '45.0' });
    expect(rows[1]).toMatchObject({ durationSeconds: 5400, billableRate: '95.0' });
  });

  it('gives a duplicated row the same source key', async () => {
    const records = sampleRecords('toggl-track-detailed');
    const { rows } = await parse(toCsv([...records, records[2] ?? []]));
    expect(rows).toHaveLength(65);
    expect(new Set(rows.map((row) => row.sourceKey)).size).toBe(64);
    expect(rows[64]?.sourceKey).toBe(rows[1]?.sourceKey);
    expect(rows[64]).toMatchObject({ rowNumber: 66, line: 67 });
  });
});

describe('a generic file', () => {
  const file = toCsv(
    [
      ['Datum', 'Mitarbeiter', 'Projekt', 'Beschreibung', 'Stunden', 'Abrechenbar', 'Kostenstelle'],
      ['02.03.2026', 'Jürgen Weiß', 'Relaunch', 'Konzept', '1,5', 'Ja', 'K-100'],
      ['13.03.2026', 'Jürgen Weiß', 'Relaunch', '', '0,25', 'Nein', 'K-100'],
    ],
    ';',
  );

  it('needs a mapping, and proposes one from its header words', async () => {
    const { detected, rows } = await parse(file);
    expect(detected).toMatchObject({
      format: 'GENERIC',
      needsMapping: true,
      mapping: null,
      missingFields: [],
      unknownColumns: ['Kostenstelle'],
      suggestedMapping: {
        date: 'Datum',
        personName: 'Mitarbeiter',
        project: 'Projekt',
        description: 'Beschreibung',
        durationHours: 'Stunden',
        billable: 'Abrechenbar',
      },
    });
    expect(rows).toEqual([]);
  });

  it('reads its rows with the mapping (by header or by column number), and keys the mapping by its headers', async () => {
    const first = await parse(file);
    const mapping = { ...first.detected.suggestedMapping, description: 3 };
    const { detected, rows } = await parse(file, { mapping: JSON.parse(JSON.stringify(mapping)) as typeof mapping });
    expect(detected.needsMapping).toBe(false);
    expect(detected.decimalSeparator).toBe(',');
    expect(rows.map((row) => [row.day, row.durationSeconds, row.billable, row.description])).toEqual([
      ['2026-03-02', 5400, true, 'Konzept'],
      ['2026-03-13', 900, false, ''],
    ]);
    const respelled = ['DATUM', ' Mitarbeiter ', 'Projekt', 'Beschreibung', 'Stunden', 'abrechenbar', 'Kostenstelle'];
    expect(headerSignature(respelled)).toBe(detected.headerSignature);
    expect(headerSignature([...respelled].reverse())).not.toBe(detected.headerSignature);
  });

  it('says what a stored mapping lacks for this file, in words', async () => {
    const { detected, rows } = await parse(file, { mapping: { date: 'Datum', project: 'Projekt', task: 'Aufgabe' } });
    expect(detected.needsMapping).toBe(true);
    expect(detected.mappingProblems).toEqual(['The file has no column "Aufgabe".']);
    expect(detected.missingFields.map((missing) => missing.message)).toEqual([
      'A column with the start time of each entry, or with its duration.',
    ]);
    expect(rows).toEqual([]);
  });
});

describe('a large file', () => {
  it('hands rows on while the file is still arriving', async () => {
    const header = 'User,Email,Project,Start date,Start time,End date,End time,Duration\n';
    const line = (i: number) =>
      `P${i % 7},p${i % 7}@example.com,Big,2026-03-02,08:00:00,2026-03-02,08:30:00,00:30:00\n`;
    const total = 20_000;
    let produced = 0;
    async function* source() {
      yield new TextEncoder().encode(header);
      for (let i = 0; i < total; i += 100) {
        produced += 100;
        yield new TextEncoder().encode(Array.from({ length: 100 }, (_, k) => line(i + k)).join(''));
      }
    }
    const parsed = await parseImportFile(source());
    let count = 0;
    let producedAtFirstRow = 0;
    for await (const row of parsed.rows) {
      if (count++ === 0) producedAtFirstRow = produced;
      expect(row).toHaveProperty('sourceKey');
    }
    expect(count).toBe(total);
    expect(producedAtFirstRow).toBeLessThan(total / 10);
  });
});
