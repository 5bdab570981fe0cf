import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A gzip-compressed tar (POSIX ustar, with pax headers for long names and large sizes) written
 * and read as a stream, so neither the database dump nor the stored files are ever held whole in
 * memory. Regular files only: the archive is ours, written by backup.ts and read by restore.ts,
 * but any `tar -xzf` extracts it too, which is how an operator looks inside one.
 */
const BLOCK = 512;
const USTAR_MAX_SIZE = 0o77777777777;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  // The length prefix counts itself.
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length++;
  return `${length}${body}`;
}

function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(Math.min(size, USTAR_MAX_SIZE), 12), 124, 'ascii');
  block.write(octal(mtime, 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

interface TarWriter {
  /** Adds a file of `size` bytes whose content `chunks` yields (exactly `size` bytes in all). */
  add(name: string, size: number, chunks: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<void>;
  /** Ends the archive and waits until it is on disk. */
  finish(): Promise<void>;
}

export function writeTarGz(file: string): TarWriter {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
  // A failed write rejects `written`; keep it from being unhandled until finish() awaits it.
  written.catch(() => undefined);
  const mtime = Math.floor(Date.now() / 1000);
  const write = async (buffer: Buffer) => {
    if (!gzip.write(buffer)) await Promise.race([once(gzip, 'drain'), written]);
  };
  return {
    async add(name, size, chunks) {
      const nameBytes = Buffer.byteLength(name);
      if (nameBytes > 100 || size > USTAR_MAX_SIZE) {
        const records =
          (nameBytes > 100 ? paxRecord('path', name) : '') +
          (size > USTAR_MAX_SIZE ? paxRecord('size', String(size)) : '');
        const body = Buffer.from(records, 'utf8');
        await write(header('PaxHeader', body.length, 'x', mtime));
        await write(body);
        await write(padding(body.length));
      }
      await write(header(nameBytes > 100 ? name.slice(-100) : name, size, '0', mtime));
      let seen = 0;
      for await (const chunk of chunks) {
        seen += chunk.length;
        await write(chunk);
      }
      if (seen !== size) throw new Error(`${name} changed while it was archived (${seen} bytes, expected ${size})`);
      await write(padding(size));
    },
    async finish() {
      gzip.end(Buffer.alloc(BLOCK * 2));
      await written;
    },
  };
}

/** Reads exact byte counts from a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly iterator: AsyncIterator<Buffer>;
  constructor(source: AsyncIterable<Buffer>) {
    this.iterator = source[Symbol.asyncIterator]();
  }
  /** Up to `max` bytes (fewer only at the end of the stream, none then). */
  async take(max: number): Promise<Buffer> {
    if (this.length === 0) {
      const next = await this.iterator.next();
      if (next.done) return Buffer.alloc(0);
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    const first = this.buffered[0]!;
    const piece = first.subarray(0, max);
    if (piece.length === first.length) this.buffered.shift();
    else this.buffered[0] = first.subarray(piece.length);
    this.length -= piece.length;
    return piece;
  }
  async exactly(count: number): Promise<Buffer> {
    const pieces: Buffer[] = [];
    let got = 0;
    while (got < count) {
      const piece = await this.take(count - got);
      if (piece.length === 0) throw new Error('the archive ends in the middle of an entry (truncated file?)');
      pieces.push(piece);
      got += piece.length;
    }
    return Buffer.concat(pieces);
  }
  /**
   * The next `count` bytes, piece by piece. Breaking out of a loop over it does not end it: the
   * caller reads `left()` more (and skips them) so the next header is found where it is.
   */
  entry(count: number): { content: AsyncIterable<Buffer>; skipRest(): Promise<void> } {
    let left = count;
    const next = async (): Promise<IteratorResult<Buffer>> => {
      if (left === 0) return { done: true, value: undefined };
      const piece = await this.take(left);
      if (piece.length === 0) throw new Error('the archive ends in the middle of an entry (truncated file?)');
      left -= piece.length;
      return { done: false, value: piece };
    };
    return {
      content: { [Symbol.asyncIterator]: () => ({ next, return: async () => ({ done: true, value: undefined }) }) },
      async skipRest() {
        while (left > 0) await next();
      },
    };
  }
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function parsePax(body: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let at = 0;
  while (at < body.length) {
    const space = body.indexOf(0x20, at);
    const length = Number(body.subarray(at, space).toString('ascii'));
    if (!Number.isInteger(length) || length <= 0) break;
    const record = body.subarray(space + 1, at + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    records[record.slice(0, equals)] = record.slice(equals + 1);
    at += length;
  }
  return records;
}

/**
 * Calls `onFile` with each regular file's name, size and content, in archive order; what the
 * callback leaves unread is skipped. Throws on a damaged archive (bad gzip, checksum or truncation).
 */
export async function readTarGz(
  file: string,
  onFile: (name: string, size: number, content: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  const piped = pipeline(source, gunzip);
  piped.catch(() => undefined);
  const reader = new ByteReader(gunzip);
  let pax: Record<string, string> = {};
  try {
    for (;;) {
      const block = await reader.exactly(BLOCK);
      if (block.every((byte) => byte === 0)) break;
      let sum = 0;
      for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 0x20 : block[index]!;
      if (sum !== parseInt(field(block, 148, 8).trim(), 8))
        throw new Error('not a backup archive (tar header checksum)');
      const type = field(block, 156, 1) || '0';
      const size = Number(pax.size ?? parseInt(field(block, 124, 12).trim() || '0', 8));
      const prefix = field(block, 345, 155);
      const name = pax.path ?? (prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100));
      if (type === 'x') {
        pax = parsePax(await reader.exactly(size));
      } else {
        pax = {};
        const entry = reader.entry(size);
        if (type === '0') await onFile(name, size, entry.content);
        await entry.skipRest();
      }
      await reader.exactly(padding(size).length);
    }
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  await piped.catch((error: unknown) => {
    // Stopping early (destroy) is not a failure; a gzip error is.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  });
}
