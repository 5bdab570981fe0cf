/**
 * For the parser's tests: the three vendor samples (docs/importing.md; copies of the samples the
 * issue came with) and a way to run bytes through parseImportFile in chunks.
 */

import { readFileSync } from 'node:fs';
import { readCsvBuffer } from '../../../../platform/formats/csv-read.js';
import { isRowProblem, type ImportRow, type RowProblem } from '../import-row.js';
import { parseImportFile, type DetectedFile, type ParsedFile, type ParseOptions } from '../parse-file.js';

export type SampleName = 'toggl-track-detailed' | 'clockify-detailed' | 'harvest-time';

export function sampleText(name: SampleName): string {
  return readFileSync(new URL(`./${name}.csv`, import.meta.url), 'utf8');
}

/** A sample as records (the header first), to be changed and written again with toCsv. */
export function sampleRecords(name: SampleName): string[][] {
  return readCsvBuffer(new TextEncoder().encode(sampleText(name))).records.map((record) => record.fields);
}

/** Records as CSV text: fields quoted when they hold the separator, a quote or a line break. */
export function toCsv(records: readonly (readonly string[])[], separator = ',', lineEnd = '\n'): string {
  const field = (text: string) =>
    text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  return records.map((record) => record.map(field).join(separator) + lineEnd).join('');
}

/** The Windows-1252 bytes of the letters the tests use beyond Latin-1; Latin-1 letters are their own byte. */
const CP1252_BYTES: Record<string, number> = { '€': 0x80, '„': 0x84, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97 };

export function encodeWindows1252(text: string): Uint8Array {
  return Uint8Array.from([...text], (ch) => {
    const code = ch.codePointAt(0) ?? 0;
    const byte = code <= 0xff ? code : CP1252_BYTES[ch];
    if (byte === undefined) throw new Error(`"${ch}" has no Windows-1252 byte`);
    return byte;
  });
}

async function* inChunks(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.slice(at, at + size);
}

interface Parsed {
  detected: DetectedFile;
  rows: ImportRow[];
  problems: RowProblem[];
}

/** Text is written as UTF-8; bytes as they are. Chunks of 97 bytes cut records, quotes and characters anywhere. */
export async function parse(file: string | Uint8Array, options?: ParseOptions, chunkSize = 97): Promise<Parsed> {
  const bytes = typeof file === 'string' ? new TextEncoder().encode(file) : file;
  const parsed: ParsedFile = await parseImportFile(inChunks(bytes, chunkSize), options);
  const rows: ImportRow[] = [];
  const problems: RowProblem[] = [];
  for await (const item of parsed.rows) {
    if (isRowProblem(item)) problems.push(item);
    else rows.push(item);
  }
  return { detected: parsed.detected, rows, problems };
}
