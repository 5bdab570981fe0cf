import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { screenshots } from '../../src/modules/screenshots/screenshots.tables.js';
import { addMember, type Actor } from './actors.js';
import type { TestApp } from './app.js';
import { createProject, type ProjectJson } from './projects.js';

/**
 * A screen-like test image: a fine checkerboard (sharp edges everywhere, like text) that a blur
 * turns almost uniform, so the standard deviation of its pixels tells sharp from blurred.
 */
export async function screenImage(width = 640, height = 400, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const on = (Math.floor(x / 4) + Math.floor(y / 4)) % 2 === 0;
      pixels.fill(on ? 230 : 20, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'png'
    ? image.png().toBuffer()
    : format === 'jpeg'
      ? image.jpeg().toBuffer()
      : image.webp().toBuffer();
}

/** An image whose pixels look like noise: it compresses badly, so it is large for its size. */
export async function noiseImage(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * An animated WebP of `frames` tiny frames, made by sharp from one tall image cut into pages
 * (`pageHeight`). The frames differ (noise), so the encoder keeps every one of them.
 */
export async function animatedWebp(frames: number, side = 16): Promise<Buffer> {
  const raw = randomBytes(side * side * frames * 3);
  return sharp(raw, { raw: { width: side, height: side * frames, channels: 3, pageHeight: side } })
    .webp({ effort: 0, quality: 1, loop: 0, delay: 1 })
    .toBuffer();
}

/** The standard deviation of the first channel: high for the checkerboard, low once blurred. */
export async function sharpness(image: Buffer): Promise<number> {
  const stats = await sharp(image).stats();
  return stats.channels[0]!.stdev;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A decompression bomb: a valid PNG of a few kilobytes whose header declares `side`×`side`
 * pixels of one colour (zlib squeezes the rows of zeros), far more than memory should hold.
 */
export function pngBomb(side = 60_000, rows = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(side + 1);
  const data = deflateSync(Buffer.concat(Array.from({ length: rows }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body: text fields first, then the files, as the tracker sends them. */
export function multipartBody(
  fields: Record<string, string | undefined>,
  files: Array<{ name: string; body: Buffer; contentType?: string; filename?: string }>,
) {
  const boundary = `----punchclock${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8'),
    );
  }
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename ?? 'screen.png'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`,
        'utf8',
      ),
      file.body,
      Buffer.from('\r\n', 'utf8'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`, 'utf8'));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

interface UploadOptions {
  clientId?: string;
  capturedAt?: string;
  projectId?: string;
  slotClientId?: string;
  captureRequestId?: string;
  image?: Buffer | null;
  headers?: Record<string, string>;
}

/** POST /screenshots as the actor's tracker. */
export async function uploadScreenshot(t: TestApp, actor: Actor, options: UploadOptions = {}) {
  const image = options.image === undefined ? await screenImage() : options.image;
  const { payload, contentType } = multipartBody(
    {
      clientId: options.clientId ?? randomUUID(),
      capturedAt: options.capturedAt ?? '2026-11-18T10:05:00Z',
      projectId: options.projectId,
      slotClientId: options.slotClientId,
      captureRequestId: options.captureRequestId,
    },
    image ? [{ name: 'image', body: image }] : [],
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/screenshots',
    headers: { ...actor.headers, 'content-type': contentType, ...options.headers },
    payload,
  });
}

/** Every file under the test app's screenshot folder (the filesystem storage), relative paths. */
export async function storedFiles(t: TestApp): Promise<string[]> {
  const storage = t.config.screenshots.storage;
  if (storage.kind !== 'fs') throw new Error('storedFiles reads the filesystem storage only');
  try {
    const entries = await readdir(storage.root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(storage.root, path.join(entry.parentPath, entry.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The screenshot tests' shared steps, bound to one app and the Owner who sets up projects. */
export function screenshotFixtures(t: TestApp, owner: Actor) {
  return {
    /** A member of the owner's organization assigned to a fresh project. */
    worker: async (
      projectOverrides: Record<string, unknown> = {},
    ): Promise<{ person: Actor; project: ProjectJson }> => {
      const person = await addMember(t, owner, 'MEMBER');
      const project = await createProject(t, owner, { assignedUserIds: [person.userId], ...projectOverrides });
      return { person, project };
    },

    /** Uploads and expects 201; the stored screenshot. */
    uploaded: async (actor: Actor, options: UploadOptions = {}) => {
      const response = await uploadScreenshot(t, actor, options);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.screenshot as Record<string, unknown> & {
        id: string;
        imageUrl: string;
        thumbnailUrl: string;
      };
    },

    /** GET of an API path or of an absolute URL the API handed out. */
    get: (actor: Actor | null, url: string) =>
      t.app.inject({ method: 'GET', url: url.replace('http://punchclock.test', ''), headers: actor?.headers ?? {} }),

    rowOf: async (id: string) => {
      const [row] = await t.database.db.select().from(screenshots).where(eq(screenshots.id, id));
      return row ?? null;
    },

    rowsOf: async (actor: Actor) => {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(screenshots)
        .where(and(eq(screenshots.orgId, actor.orgId), eq(screenshots.memberId, actor.memberId)));
      return row!.n;
    },
  };
}
