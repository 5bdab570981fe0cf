import {
  type CsvEncoding,
  firstInvalidUtf8,
  completeUtf8Length,
  decodeWindows1252,
  startsWithUtf16Bom,
  startsWithUtf8Bom,
  StreamDecoder,
  UTF8_BOM,
} from './csv-read-text.js';

/**
 * The one CSV reader for uploads (the writer is csv.ts): RFC 4180 and what real files do beside
 * it. Records end at LF, CRLF or CR; fields are split at the separator outside quotes; a quoted
 * field may hold separators, doubled quotes and line breaks (a line break inside a field reads as
 * "\n" whatever the file used, so the same text from a CRLF and an LF file is the same string).
 * Blank lines are skipped. A stray quote inside an unquoted field, or text after a closing quote,
 * is kept as written rather than refused: spreadsheets write such files and people can read them.
 *
 * It streams: the bytes are decoded and split as they arrive, a record is handed on when it ends,
 * and memory holds one chunk and one record at most (a record longer than MAX_RECORD_CHARS is an
 * error, which is what an unclosed quote in a large file looks like).
 *
 * Encoding: UTF-8 (a BOM is dropped) or Windows-1252, what Excel writes for "CSV" on Western
 * Windows. sniffDialect decides from a sample. A byte that is not UTF-8 later in a file sniffed as
 * UTF-8 switches the rest to Windows-1252 when everything before it was ASCII (nothing was read
 * differently), and is otherwise a CsvEncodingError naming its line: the file mixes encodings and
 * guessing would change letters silently (docs/decisions/time/import-encoding-fallback.md).
 */

export interface CsvRecord {
  fields: string[];
  /** 1-based physical line where the record starts (line breaks inside quoted fields count). */
  line: number;
}

export interface CsvDialect {
  encoding: CsvEncoding;
  /** The file starts with a UTF-8 byte-order mark (dropped from the first field). Found, never taken from a caller. */
  bom: boolean;
  separator: ',' | ';' | '\t';
}

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    public readonly line: number,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/** The bytes are not in the file's encoding (or in one this reader reads). */
export class CsvEncodingError extends CsvSyntaxError {
  constructor(message: string, line: number) {
    super(message, line);
    this.name = 'CsvEncodingError';
  }
}

/** How much of a stream sniffDialect sees: far more than a header line, little memory. */
export const SNIFF_BYTES = 64 * 1024;

/** A record's characters at most (1 MiB of text): beyond it the file is refused, not buffered. */
export const MAX_RECORD_CHARS = 1024 * 1024;

const SEPARATORS = [',', ';', '\t'] as const;

/**
 * The dialect from a file's first bytes: a UTF-8 BOM, else UTF-8 when the sample is valid UTF-8
 * (an incomplete character at the sample's end is fine), else Windows-1252; the separator is the
 * one of `,` `;` tab found most often outside quotes in the first line, a comma when none is.
 */
export function sniffDialect(sample: Uint8Array): CsvDialect {
  if (startsWithUtf16Bom(sample)) {
    throw new CsvEncodingError('The file is UTF-16 text; save it as "CSV UTF-8" and upload it again.', 1);
  }
  const bom = startsWithUtf8Bom(sample);
  const body = bom ? sample.subarray(UTF8_BOM.length) : sample;
  const head = body.subarray(0, completeUtf8Length(body));
  const encoding: CsvEncoding = bom || firstInvalidUtf8(head) === -1 ? 'utf-8' : 'windows-1252';
  const text = encoding === 'utf-8' ? new TextDecoder('utf-8').decode(head) : decodeWindows1252(body);
  return { encoding, bom, separator: separatorOf(text) };
}

function separatorOf(text: string): CsvDialect['separator'] {
  const counts = new Map<string, number>(SEPARATORS.map((separator) => [separator, 0]));
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best: CsvDialect['separator'] = ',';
  for (const separator of SEPARATORS) if ((counts.get(separator) ?? 0) > (counts.get(best) ?? 0)) best = separator;
  return best;
}

/** An open reader: the dialect it reads with, and its records. */
export interface CsvReader {
  /** As sniffed or given; `encoding` turns to windows-1252 if an ASCII-only start was followed by cp1252 bytes. */
  readonly dialect: CsvDialect;
  records: AsyncGenerator<CsvRecord>;
}

/**
 * Opens a stream: reads up to SNIFF_BYTES to sniff what `dialect` leaves out, then yields records
 * as the chunks arrive. Ending the records early (break, return) ends the source's iterator too.
 */
export async function openCsv(
  chunks: AsyncIterable<Uint8Array>,
  dialect: Partial<CsvDialect> = {},
): Promise<CsvReader> {
  const source = chunks[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let done = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await source.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  let sniffed: CsvDialect;
  try {
    sniffed = withChoices(sniffDialect(concat(head, SNIFF_BYTES)), dialect);
  } catch (error) {
    if (!done) await source.return?.();
    throw error;
  }
  const decoder = new StreamDecoder(sniffed.encoding, dialect.encoding === undefined);
  const parser = new RecordParser(sniffed.separator);
  const bomSkipper = new BomSkipper(sniffed.encoding === 'utf-8');

  async function* records(): AsyncGenerator<CsvRecord> {
    try {
      for (const chunk of head) yield* feed(bomSkipper.skip(chunk), decoder, parser);
      head.length = 0;
      while (!done) {
        const next = await source.next();
        if (next.done) break;
        yield* feed(bomSkipper.skip(next.value), decoder, parser);
      }
      done = true;
      yield* finish(decoder, parser);
    } finally {
      if (!done) await source.return?.();
    }
  }
  return {
    get dialect() {
      return { ...sniffed, encoding: decoder.encoding };
    },
    records: records(),
  };
}

/** Streams records from chunks split anywhere (inside quotes, between CR and LF, inside a character). */
export async function* readCsvRecords(
  chunks: AsyncIterable<Uint8Array>,
  dialect?: Partial<CsvDialect>,
): AsyncGenerator<CsvRecord> {
  const reader = await openCsv(chunks, dialect);
  yield* reader.records;
}

/** A whole file in memory (a small upload, a test): the dialect is sniffed from all of it. */
export function readCsvBuffer(
  bytes: Uint8Array,
  dialect: Partial<CsvDialect> = {},
): { dialect: CsvDialect; records: CsvRecord[] } {
  const sniffed = withChoices(sniffDialect(bytes), dialect);
  const decoder = new StreamDecoder(sniffed.encoding, dialect.encoding === undefined);
  const parser = new RecordParser(sniffed.separator);
  const body = sniffed.encoding === 'utf-8' && startsWithUtf8Bom(bytes) ? bytes.subarray(UTF8_BOM.length) : bytes;
  const records = [...feed(body, decoder, parser), ...finish(decoder, parser)];
  return { dialect: { ...sniffed, encoding: decoder.encoding }, records };
}

/** What the caller chose wins over what was sniffed, except whether there is a BOM, which is a fact of the file. */
function withChoices(sniffed: CsvDialect, chosen: Partial<CsvDialect>): CsvDialect {
  return { ...sniffed, ...chosen, bom: sniffed.bom };
}

function* feed(bytes: Uint8Array, decoder: StreamDecoder, parser: RecordParser): Generator<CsvRecord> {
  const decoded = decoder.decode(bytes);
  yield* parser.push(decoded.text);
  if (decoded.invalid) throw notUtf8(parser.line);
}

function* finish(decoder: StreamDecoder, parser: RecordParser): Generator<CsvRecord> {
  const decoded = decoder.end();
  yield* parser.push(decoded.text);
  if (decoded.invalid) throw notUtf8(parser.line);
  yield* parser.end();
}

/** A file that mixes encodings, or one said to be UTF-8 that is not. */
function notUtf8(line: number): CsvEncodingError {
  return new CsvEncodingError(
    `Line ${line} is not UTF-8 text. Save the file again as "CSV UTF-8", ` +
      'or, if it was saved from Excel as plain "CSV", upload it as Windows-1252.',
    line,
  );
}

/** Drops a UTF-8 BOM at the start of the stream, even when a chunk ends inside it. */
class BomSkipper {
  private seen = 0;
  constructor(private active: boolean) {}

  skip(chunk: Uint8Array): Uint8Array {
    let i = 0;
    while (this.active && i < chunk.length && this.seen < UTF8_BOM.length) {
      if (chunk[i] !== UTF8_BOM[this.seen]) {
        this.active = false; // not a BOM (EF BB then another byte is not UTF-8 anyway)
        break;
      }
      i++;
      this.seen++;
    }
    if (this.seen >= UTF8_BOM.length) this.active = false;
    return i === 0 ? chunk : chunk.subarray(i);
  }
}

function concat(parts: Uint8Array[], limit: number): Uint8Array {
  const total = Math.min(
    limit,
    parts.reduce((sum, part) => sum + part.length, 0),
  );
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    if (at >= total) break;
    const piece = part.subarray(0, total - at);
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

/** Where the parser is in a field: QuoteInQuoted is a quote inside quotes, a doubled quote or the closing one. */
type State = 'FieldStart' | 'Unquoted' | 'Quoted' | 'QuoteInQuoted';

/** The record splitter: text in, records out, its state kept between pieces of text. */
class RecordParser {
  /** The physical line being read. */
  line = 1;
  private state: State = 'FieldStart';
  private fields: string[] = [];
  private field = '';
  private started = false;
  private recordLine = 1;
  private recordChars = 0;
  private quoteLine = 1;
  /** The last character was a CR: an LF right after it is the same line break. */
  private afterCr = false;

  constructor(private readonly separator: string) {}

  *push(text: string): Generator<CsvRecord> {
    for (const ch of text) {
      if (this.afterCr) {
        this.afterCr = false;
        if (ch === '\n') continue;
      }
      const lineBreak = ch === '\n' || ch === '\r';
      if (!this.started) {
        if (lineBreak) {
          this.newLine(ch); // a blank line
          continue;
        }
        this.started = true;
        this.recordLine = this.line;
      }
      if (++this.recordChars > MAX_RECORD_CHARS) throw this.tooLong();
      if (this.state === 'Quoted') {
        if (ch === '"') this.state = 'QuoteInQuoted';
        else {
          this.field += lineBreak ? '\n' : ch;
          if (lineBreak) this.newLine(ch);
        }
        continue;
      }
      if (this.state === 'QuoteInQuoted') {
        if (ch === '"') {
          this.field += '"';
          this.state = 'Quoted';
          continue;
        }
        this.state = 'Unquoted'; // the quoted part ended; what follows is read as written
      }
      if (ch === this.separator) {
        this.fields.push(this.field);
        this.field = '';
        this.state = 'FieldStart';
      } else if (lineBreak) {
        yield this.endRecord();
        this.newLine(ch);
      } else if (ch === '"' && this.state === 'FieldStart') {
        this.state = 'Quoted';
        this.quoteLine = this.line;
      } else {
        this.field += ch;
        this.state = 'Unquoted';
      }
    }
  }

  *end(): Generator<CsvRecord> {
    if (this.state === 'Quoted') {
      throw new CsvSyntaxError(
        `The quoted field that starts on line ${this.quoteLine} is never closed: a double quote is missing.`,
        this.quoteLine,
      );
    }
    if (this.started) yield this.endRecord();
  }

  private newLine(ch: string) {
    this.line++;
    if (ch === '\r') this.afterCr = true;
  }

  private endRecord(): CsvRecord {
    this.fields.push(this.field);
    const record = { fields: this.fields, line: this.recordLine };
    this.fields = [];
    this.field = '';
    this.state = 'FieldStart';
    this.started = false;
    this.recordChars = 0;
    return record;
  }

  private tooLong(): CsvSyntaxError {
    return new CsvSyntaxError(
      `The record that starts on line ${this.recordLine} is longer than ${MAX_RECORD_CHARS} characters: ` +
        'probably a double quote that is never closed.',
      this.recordLine,
    );
  }
}
