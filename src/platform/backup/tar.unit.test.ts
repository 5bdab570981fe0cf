import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTarGz, writeTarGz } from './tar.js';

describe('tar.gz writer and reader', () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it('round-trips long names, empty and multi-block files, and the system tar reads the archive too', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'punchclock-tar-'));
    folders.push(folder);
    const file = path.join(folder, 'a.tar.gz');
    const longName = `files/${'organization-0123456789/'.repeat(6)}screenshot.webp`;
    const entries: [string, Buffer][] = [
      ['database/empty.jsonl', Buffer.alloc(0)],
      [longName, randomBytes(70_001)],
      ['manifest.json', Buffer.from('{"ü": 1}\n')],
    ];
    const writer = writeTarGz(file);
    for (const [name, body] of entries) {
      // In pieces, as a stream would hand them over.
      await writer.add(name, body.length, [body.subarray(0, 1000), body.subarray(1000)]);
    }
    await writer.finish();

    const read: [string, Buffer][] = [];
    await readTarGz(file, async (name, size, content) => {
      const pieces: Buffer[] = [];
      for await (const piece of content) pieces.push(piece);
      expect(Buffer.concat(pieces).length).toBe(size);
      read.push([name, Buffer.concat(pieces)]);
    });
    expect(read).toEqual(entries);

    // A reader that stops early still finds the next entry where it is.
    const names: string[] = [];
    await readTarGz(file, async (name, _size, content) => {
      names.push(name);
      for await (const piece of content) if (piece.length > 0) break;
    });
    expect(names).toEqual(entries.map(([name]) => name));

    const listed = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listed).toEqual(entries.map(([name]) => name));
    execFileSync('tar', ['-xzf', file, '-C', folder]);
    expect(await readFile(path.join(folder, longName))).toEqual(entries[1]![1]);
  });

  it('refuses a file that is not a gzip archive, or one cut short', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'punchclock-tar-'));
    folders.push(folder);
    const notGzip = path.join(folder, 'plain.tar.gz');
    await writeFile(notGzip, 'just text');
    await expect(readTarGz(notGzip, async () => undefined)).rejects.toThrow();

    const whole = path.join(folder, 'whole.tar.gz');
    const writer = writeTarGz(whole);
    const body = randomBytes(200_000);
    await writer.add('big', body.length, [body]);
    await writer.finish();
    const cut = path.join(folder, 'cut.tar.gz');
    const bytes = await readFile(whole);
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(readTarGz(cut, async () => undefined)).rejects.toThrow();
  });
});
