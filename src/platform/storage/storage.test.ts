import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3 } from '../../../test/support/s3.js';
import { fsStorage } from './fs-storage.js';
import { s3Storage } from './s3-storage.js';
import type { ObjectStorage } from './storage.js';

const root = await mkdtemp(path.join(tmpdir(), 'punchclock-storage-'));
const s3 = await startS3('shots');
const drivers: Array<[string, ObjectStorage]> = [
  ['filesystem', fsStorage(root)],
  [
    'S3 (s3rver)',
    s3Storage({
      endpoint: s3.endpoint,
      bucket: 'shots',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
  ],
];
afterAll(async () => {
  for (const [, storage] of drivers) await storage.close();
  await s3.close();
  await rm(root, { recursive: true, force: true });
});

describe.each(drivers)('%s storage', (_name, storage) => {
  it('puts, gets, tells whether a key exists and deletes', async () => {
    const key = 'org/shot/image-0001.webp';
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from('bytes'), 'image/webp');
    expect((await storage.get(key))?.toString()).toBe('bytes');
    expect(await storage.exists(key)).toBe(true);
    await storage.put(key, Buffer.from('other'), 'image/webp');
    expect((await storage.get(key))?.toString()).toBe('other');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key); // deleting twice is not an error: the sweeper retries
  });

  it('refuses keys that could leave the storage root', async () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/absolute', 'a//b', '', 'a/./b', 'with space'])
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
  });
});
