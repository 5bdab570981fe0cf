import { describe, expect, it } from 'vitest';
import { readSheet } from '../../../test/support/xlsx.js';
import { xlsxCell, xlsxDocument } from './xlsx.js';

describe('xlsxCell', () => {
  it('makes days date cells, times fractions of a day, later days date-times and booleans yes/no', () => {
    expect(xlsxCell('2026-03-29', 'date')).toEqual({ value: new Date('2026-03-29T00:00:00Z'), numFmt: 'yyyy-mm-dd' });
    expect(xlsxCell('18:00', 'time')).toEqual({ value: 0.75, numFmt: 'hh:mm' });
    expect(xlsxCell('2026-03-30 01:30', 'time')).toEqual({
      value: new Date('2026-03-30T01:30:00Z'),
      numFmt: 'yyyy-mm-dd hh:mm',
    });
    expect(xlsxCell(true)).toEqual({ value: 'yes' });
    expect(xlsxCell('', 'date')).toEqual({ value: null });
    expect(xlsxCell(Number.NaN, 'number')).toEqual({ value: null });
    // Text stays text: a string cell is never evaluated, so nothing is prefixed.
    expect(xlsxCell('=1+1')).toEqual({ value: '=1+1' });
  });
});

describe('xlsxDocument', () => {
  it('writes a bold frozen header and typed cells that read back', async () => {
    const rows = Array.from({ length: 600 }, (_, index) => ['2026-11-02', '09:15', index / 4, `=row ${index}`]);
    const buffer = await xlsxDocument(
      'Entries',
      [
        { header: 'Date', kind: 'date' },
        { header: 'Start', kind: 'time' },
        { header: 'Hours', kind: 'number', format: '0.00' },
        { header: 'Notes', width: 40 },
      ],
      rows,
    );
    const sheet = await readSheet(buffer);
    expect(sheet.name).toBe('Entries');
    expect(sheet.rowCount).toBe(601);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Date', 'Start', 'Hours', 'Notes']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(4).width).toBe(40);
    expect(sheet.getCell('A3').value).toEqual(new Date('2026-11-02T00:00:00Z'));
    expect(sheet.getCell('A3').numFmt).toBe('yyyy-mm-dd');
    // A time cell: the library reads a time-formatted number back as a time on Excel's day zero.
    expect(sheet.getCell('B3').value).toEqual(new Date('1899-12-30T09:15:00Z'));
    expect(sheet.getCell('B3').numFmt).toBe('hh:mm');
    expect(sheet.getCell('C3').value).toBe(0.25);
    expect(sheet.getCell('C3').numFmt).toBe('0.00');
    expect(sheet.getCell('D3').value).toBe('=row 1');
  });
});
