/**
 * Bytes to text for the CSV reader (csv-read.ts): UTF-8 checked strictly (a byte that is not
 * UTF-8 is reported, never turned into U+FFFD silently), Windows-1252 by table, and the chunk
 * boundaries a stream puts anywhere, including inside a multi-byte character.
 */

export type CsvEncoding = 'utf-8' | 'windows-1252';

export const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

export function startsWithUtf8Bom(bytes: Uint8Array): boolean {
  return bytes[0] === UTF8_BOM[0] && bytes[1] === UTF8_BOM[1] && bytes[2] === UTF8_BOM[2];
}

/** UTF-16 byte-order marks: Excel's "Unicode text" is UTF-16, which this reader does not read. */
export function startsWithUtf16Bom(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}

/**
 * Index of the first byte that does not begin a well-formed UTF-8 sequence (WHATWG's rules: no
 * overlong forms, no surrogates, nothing past U+10FFFF), or -1. A sequence cut off by the end of
 * `bytes` counts as ill-formed; callers hold back an incomplete tail first (completeUtf8Length).
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const lead = bytes[i] ?? 0;
    if (lead < 0x80) {
      i++;
      continue;
    }
    let continuation: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) continuation = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      continuation = 2;
      if (lead === 0xe0) low = 0xa0; // overlong
      if (lead === 0xed) high = 0x9f; // surrogates
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      continuation = 3;
      if (lead === 0xf0) low = 0x90; // overlong
      if (lead === 0xf4) high = 0x8f; // past U+10FFFF
    } else return i;
    if (i + continuation >= n) return i;
    const second = bytes[i + 1] ?? 0;
    if (second < low || second > high) return i;
    for (let k = 2; k <= continuation; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += continuation + 1;
  }
  return -1;
}

/** Length of `bytes` without a multi-byte character that the next chunk completes. */
export function completeUtf8Length(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let j = n - 1; j >= Math.max(0, n - 3); j--) {
    const byte = bytes[j] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back for its lead
    if (byte < 0xc0) return n;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
    return j + length > n ? j : n;
  }
  return n;
}

/** Windows-1252's 0x80–0x9F; the five bytes it leaves undefined map to the C1 controls, as in WHATWG's table. */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d,
  0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d,
  0x017e, 0x0178,
];

/** Every byte is one character: the rest of the range is Latin-1. Our own table, so no ICU build decides it. */
export function decodeWindows1252(bytes: Uint8Array): string {
  const codes = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] ?? 0;
    codes[i] = byte >= 0x80 && byte <= 0x9f ? (CP1252_HIGH[byte - 0x80] ?? byte) : byte;
  }
  const parts: string[] = [];
  for (let i = 0; i < codes.length; i += 8192) parts.push(String.fromCharCode(...codes.subarray(i, i + 8192)));
  return parts.join('');
}

/** What one chunk decoded to: the text up to the first byte that is not UTF-8, and whether there was one. */
interface DecodedChunk {
  text: string;
  invalid: boolean;
}

/**
 * A stream decoder. In `adaptive` mode (an encoding sniffed, not chosen) the file is UTF-8 until a
 * byte proves otherwise: if every byte so far was ASCII, which reads the same in both encodings,
 * it switches to Windows-1252 without loss (a cp1252 file whose first accented letter lies past
 * the sniffed sample). Once a real UTF-8 character has been read, an invalid byte is an error.
 */
export class StreamDecoder {
  private carry = new Uint8Array(0);
  private sawNonAscii = false;
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

  constructor(
    public encoding: CsvEncoding,
    private readonly adaptive: boolean,
  ) {}

  decode(chunk: Uint8Array): DecodedChunk {
    const bytes = this.carry.length === 0 ? chunk : concatBytes(this.carry, chunk);
    if (this.encoding === 'windows-1252') {
      this.carry = new Uint8Array(0);
      return { text: decodeWindows1252(bytes), invalid: false };
    }
    const complete = completeUtf8Length(bytes);
    this.carry = bytes.slice(complete);
    return this.decodeUtf8(bytes.subarray(0, complete));
  }

  /** The end of the stream: a held-back incomplete character is an invalid byte. */
  end(): DecodedChunk {
    if (this.carry.length === 0) return { text: '', invalid: false };
    const tail = this.carry;
    this.carry = new Uint8Array(0);
    return this.encoding === 'windows-1252' ? { text: decodeWindows1252(tail), invalid: false } : this.decodeUtf8(tail);
  }

  private decodeUtf8(bytes: Uint8Array): DecodedChunk {
    try {
      const text = this.utf8.decode(bytes);
      if (!this.sawNonAscii) this.sawNonAscii = bytes.some((byte) => byte >= 0x80);
      return { text, invalid: false };
    } catch {
      const bad = firstInvalidUtf8(bytes);
      const valid = bytes.subarray(0, bad);
      if (!this.sawNonAscii) this.sawNonAscii = valid.some((byte) => byte >= 0x80);
      if (this.adaptive && !this.sawNonAscii) {
        this.encoding = 'windows-1252';
        return { text: decodeWindows1252(bytes), invalid: false }; // a held-back tail follows in the next call
      }
      return { text: this.utf8.decode(valid), invalid: true };
    }
  }
}

function concatBytes(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
