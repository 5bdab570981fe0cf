import { describe, expect, it } from 'vitest';
import {
  CsvEncodingError,
  CsvSyntaxError,
  MAX_RECORD_CHARS,
  openCsv,
  readCsvBuffer,
  readCsvRecords,
  SNIFF_BYTES,
  sniffDialect,
  type CsvReader,
  type CsvRecord,
} from './csv-read.js';

const utf8 = (text: string) => new TextEncoder().encode(text);
const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...utf8(part)] : part)));

async function* chunked(data: Uint8Array, ...cuts: number[]): AsyncGenerator<Uint8Array> {
  let at = 0;
  for (const cut of [...cuts, data.length]) {
    yield data.slice(at, cut);
    at = cut;
  }
}

async function collect(records: AsyncIterable<CsvRecord>): Promise<CsvRecord[]> {
  const out: CsvRecord[] = [];
  for await (const record of records) out.push(record);
  return out;
}

/** BOM, CRLF, a quoted separator, doubled quotes, a quoted CRLF, 2-, 3- and 4-byte characters, a blank line. */
const TRICKY = bytes(
  [0xef, 0xbb, 0xbf],
  'Name;Note;Sum\r\n',
  'Zoë;"a;b ""quoted""\r\nsecond line";12 €\r\n',
  '\r\n',
  'Ødegård;plain 🎉;"x"\r\n',
);
const TRICKY_RECORDS: CsvRecord[] = [
  { fields: ['Name', 'Note', 'Sum'], line: 1 },
  { fields: ['Zoë', 'a;b "quoted"\nsecond line', '12 €'], line: 2 },
  { fields: ['Ødegård', 'plain 🎉', 'x'], line: 5 },
];

describe('readCsvRecords', () => {
  it('reads the same records wherever the stream is cut, twice', async () => {
    for (let first = 0; first <= TRICKY.length; first++) {
      for (let second = first; second <= TRICKY.length; second += 7) {
        const records = await collect(readCsvRecords(chunked(TRICKY, first, second)));
        expect(records, `cut at ${first} and ${second}`).toEqual(TRICKY_RECORDS);
      }
    }
  });

  it('reads one byte at a time', async () => {
    const cuts = Array.from({ length: TRICKY.length }, (_, i) => i);
    expect(await collect(readCsvRecords(chunked(TRICKY, ...cuts)))).toEqual(TRICKY_RECORDS);
  });

  it('reads LF, CR and CRLF line ends, a missing last line end and trailing blank lines', () => {
    const { records } = readCsvBuffer(utf8('a,b\nc,d\re,f\r\ng,"h\rh"\n\n\ni,j'));
    expect(records).toEqual([
      { fields: ['a', 'b'], line: 1 },
      { fields: ['c', 'd'], line: 2 },
      { fields: ['e', 'f'], line: 3 },
      { fields: ['g', 'h\nh'], line: 4 },
      { fields: ['i', 'j'], line: 8 },
    ]);
    expect(readCsvBuffer(utf8('a,b\n\n\n')).records).toEqual([{ fields: ['a', 'b'], line: 1 }]);
  });

  it('keeps empty fields, a quoted empty field, and stray quotes as written', () => {
    const { records } = readCsvBuffer(utf8('a,,c,\n""\nsay "hi","ab"cd\n'));
    expect(records.map((record) => record.fields)).toEqual([['a', '', 'c', ''], [''], ['say "hi"', 'abcd']]);
  });

  it('refuses an unclosed quote, naming the line it opens on', async () => {
    const file = utf8('a,b\n1,"never\nclosed\n');
    expect(() => readCsvBuffer(file)).toThrow(CsvSyntaxError);
    await expect(collect(readCsvRecords(chunked(file, 5)))).rejects.toMatchObject({
      line: 2,
      message: expect.stringContaining('line 2 is never closed') as unknown,
    });
  });

  it('refuses a record past MAX_RECORD_CHARS instead of holding it (an unclosed quote in a large file)', async () => {
    const file = utf8(`a,b\n1,"${'x'.repeat(MAX_RECORD_CHARS)}\n2,3\n`);
    await expect(collect(readCsvRecords(chunked(file, 70_000, 140_000)))).rejects.toMatchObject({
      line: 2,
      message: expect.stringContaining('longer than') as unknown,
    });
  });

  it('stops reading the source when the reader stops early', async () => {
    let returned = false;
    const source = {
      async *[Symbol.asyncIterator]() {
        try {
          for (let i = 0; i < 1000; i++) yield utf8(`row ${i}\n`);
        } finally {
          returned = true;
        }
      },
    };
    const reader: CsvReader = await openCsv(source);
    for await (const record of reader.records) if (record.line === 3) break;
    expect(returned).toBe(true);
  });
});

describe('sniffDialect', () => {
  it('finds the BOM and the separator of the header line, not counting quoted ones', () => {
    expect(sniffDialect(TRICKY)).toEqual({ encoding: 'utf-8', bom: true, separator: ';' });
    expect(sniffDialect(utf8('"a,b";"c,d";e\n1,2,3,4,5,6'))).toEqual({ encoding: 'utf-8', bom: false, separator: ';' });
    expect(sniffDialect(utf8('a\tb\tc\n')).separator).toBe('\t');
    expect(sniffDialect(utf8('just one column\n')).separator).toBe(',');
  });

  it('takes a sample cut inside a character as UTF-8, and bytes that are not UTF-8 as Windows-1252', () => {
    expect(sniffDialect(utf8('Zoë,Müller').subarray(0, 3)).encoding).toBe('utf-8');
    expect(sniffDialect(bytes('Name;Stra', [0xdf], 'e')).encoding).toBe('windows-1252');
  });

  it('refuses UTF-16 with words', () => {
    expect(() => sniffDialect(Uint8Array.from([0xff, 0xfe, 0x41, 0]))).toThrow(/UTF-16/);
  });
});

describe('encodings', () => {
  it('reads Windows-1252, including the letters in its 0x80–0x9F range', () => {
    // "Müller;Straße;12 €;„ok“" in cp1252
    const file = bytes('M', [0xfc], 'ller;Stra', [0xdf], 'e;12 ', [0x80], ';', [0x84], 'ok', [0x93], '\n');
    const { dialect, records } = readCsvBuffer(file);
    expect(dialect).toEqual({ encoding: 'windows-1252', bom: false, separator: ';' });
    expect(records[0]?.fields).toEqual(['Müller', 'Straße', '12 €', '„ok“']);
  });

  it('switches to Windows-1252 when the first non-ASCII byte lies past the sample and is not UTF-8', async () => {
    const ascii = 'name,city\n' + 'someone,somewhere\n'.repeat(SNIFF_BYTES / 16);
    const file = bytes(ascii, 'J', [0xfc], 'rgen,K', [0xf6], 'ln\n');
    const reader = await openCsv(chunked(file, 1000, SNIFF_BYTES + 3));
    expect(reader.dialect.encoding).toBe('utf-8');
    const records = await collect(reader.records);
    expect(records.at(-1)?.fields).toEqual(['Jürgen', 'Köln']);
    expect(reader.dialect.encoding).toBe('windows-1252');
  });

  it('refuses a file that turns from UTF-8 to another encoding, naming the line', async () => {
    const start = 'name,city\nZoë,Berlin\n' + 'someone,somewhere\n'.repeat(SNIFF_BYTES / 16);
    const lines = start.split('\n').length;
    const file = bytes(start, 'J', [0xfc], 'rgen,Köln\n');
    const error = await collect(readCsvRecords(chunked(file, 4096))).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CsvEncodingError);
    expect(error).toMatchObject({
      line: lines,
      message: expect.stringContaining(`Line ${lines} is not UTF-8 text.`) as unknown,
    });
  });

  it('refuses a UTF-8 character cut off by the end of the file', async () => {
    const file = bytes('a,b\nZoë,', [0xe2, 0x82]);
    await expect(collect(readCsvRecords(chunked(file, 3)))).rejects.toBeInstanceOf(CsvEncodingError);
  });

  it('reads with a dialect given instead of sniffed', () => {
    const file = bytes('a;b,c\n', [0xe9], '\n');
    const { dialect, records } = readCsvBuffer(file, { separator: ',', encoding: 'windows-1252' });
    expect(dialect.separator).toBe(',');
    expect(records.map((record) => record.fields)).toEqual([['a;b', 'c'], ['é']]);
    expect(() => readCsvBuffer(file, { encoding: 'utf-8' })).toThrow(CsvEncodingError);
  });
});
