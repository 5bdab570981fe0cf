import { describe, expect, it } from 'vitest';
import {
  assertExportSize,
  CSV_BOM,
  CSV_ROWS_PER_TURN,
  csvDocument,
  csvField,
  csvLine,
  guardFormula,
  MAX_EXPORT_ROWS,
} from './csv.js';

describe('csvField', () => {
  it('quotes fields with commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('')).toBe('');
    expect(csvField('Zoë Łukasz 株式会社')).toBe('Zoë Łukasz 株式会社');
  });

  it('writes empty cells for null and undefined, numbers and booleans as they are', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(0)).toBe('0');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(1801.19)).toBe('1801.19');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(true)).toBe('true');
    expect(csvField(false)).toBe('false');
  });

  it('guards text that a spreadsheet would run as a formula, full-width forms included', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '＝1+1', '＋1', '－1', '＠x'])
      expect(csvField(text).replace(/^"|"$/g, '').startsWith("'"), JSON.stringify(text)).toBe(true);
    expect(csvField("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('\r=1')).toBe('"\'\r=1"');
    // A formula start anywhere but first is harmless.
    expect(csvField('a=1')).toBe('a=1');
    expect(guardFormula(' =1')).toBe(' =1');
  });
});

describe('csvDocument', () => {
  it('starts with a BOM, ends every line with CRLF', async () => {
    const document = await csvDocument(
      ['name', 'amount'],
      [
        ['Ann', -3],
        ['=evil', 4.5],
      ],
    );
    expect(document).toBe(`${CSV_BOM}name,amount\r\nAnn,-3\r\n'=evil,4.5\r\n`);
    expect(csvLine([])).toBe('\r\n');
  });

  it('lets the event loop run between slices of a large export, rows and their mapping included', async () => {
    let turns = 0;
    let writing = true;
    const tick = () => {
      turns++;
      if (writing) setImmediate(tick);
    };
    setImmediate(tick);
    let mapped = 0;
    function* rows() {
      for (let index = 0; index < MAX_EXPORT_ROWS; index++) {
        mapped++;
        yield [index, `row ${index}`];
      }
    }
    const document = await csvDocument(['n', 'name'], rows());
    writing = false;
    expect(mapped).toBe(MAX_EXPORT_ROWS);
    expect(document.split('\r\n')).toHaveLength(MAX_EXPORT_ROWS + 2);
    // Another callback ran at least once per slice: the export never held the loop for all rows.
    expect(turns).toBeGreaterThanOrEqual(MAX_EXPORT_ROWS / CSV_ROWS_PER_TURN - 1);
  });
});

describe('the export cap', () => {
  it('refuses more than MAX_EXPORT_ROWS rows with a hint, lets the cap itself through', () => {
    expect(() => assertExportSize(new Array<number>(MAX_EXPORT_ROWS).fill(0), 'from/to')).not.toThrow();
    expect(() => assertExportSize(new Array<number>(MAX_EXPORT_ROWS + 1).fill(0), 'from/to')).toThrow(
      expect.objectContaining({ code: 'VALIDATION_ERROR', hint: expect.stringContaining('from/to') }),
    );
  });
});
