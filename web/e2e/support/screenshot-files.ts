// A screenshot's stored files read back through the API, and how sharp a picture is: what the
// blur test needs to show that the sharp image is gone, not merely labelled blurred.
import sharp from 'sharp';
import { apiCall } from './api.js';
import type { RunningServer } from './server.js';

type Headers = Record<string, string>;

export interface ScreenshotFiles {
  /** Through the signed URLs of GET /screenshots, as the app's <img> elements load them. */
  signed: { image: Buffer; thumbnail: Buffer; imageUrl: string; thumbnailUrl: string };
  /** Through GET /screenshots/{id}/image and /thumbnail with the caller's token. */
  direct: { image: Buffer; thumbnail: Buffer };
}

export async function fetchBytes(url: string, headers: Headers = {}): Promise<Buffer> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Both files of screenshot `id` of `userId`, both ways the API serves them. */
export async function screenshotFiles(
  server: RunningServer,
  headers: Headers,
  userId: string,
  id: string,
): Promise<ScreenshotFiles> {
  const page = await apiCall<{ items: { id: string; imageUrl: string; thumbnailUrl: string }[] }>(
    server,
    'GET',
    `/screenshots?userId=${userId}&limit=200`,
    undefined,
    headers,
  );
  const shot = page.items.find((item) => item.id === id);
  if (!shot) throw new Error(`GET /screenshots has no screenshot ${id}`);
  const own = (file: string) => fetchBytes(`${server.apiOrigin}/api/v1/screenshots/${id}/${file}`, headers);
  return {
    signed: {
      image: await fetchBytes(shot.imageUrl),
      thumbnail: await fetchBytes(shot.thumbnailUrl),
      imageUrl: shot.imageUrl,
      thumbnailUrl: shot.thumbnailUrl,
    },
    direct: { image: await own('image'), thumbnail: await own('thumbnail') },
  };
}

/**
 * How much fine detail a picture has: the standard deviation of its Laplacian (the 4-neighbour
 * second difference of the grey levels), the usual focus measure. Text and hard edges give a
 * large one; a blur leaves little.
 */
export async function sharpness(picture: Buffer): Promise<number> {
  const { data, info } = await sharp(picture)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  if (info.channels !== 1) throw new Error(`expected one grey channel, got ${info.channels}`);
  const at = (x: number, y: number) => data[y * width + x]!;
  let sum = 0;
  let squares = 0;
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const laplacian = at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1) - 4 * at(x, y);
      sum += laplacian;
      squares += laplacian * laplacian;
    }
  const count = (width - 2) * (height - 2);
  return Math.sqrt(squares / count - (sum / count) ** 2);
}
