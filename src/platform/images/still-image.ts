import sharp from 'sharp';
import { AppError } from '../http/errors.js';
import { declaredFrames, sniffImageFormat, withinPixelLimit, type ImageFormat } from './image-format.js';

/** Why an upload is not a still image the caller can take, named by the code it is answered with. */
export type ImageRefusal =
  | { code: 'IMAGE_EMPTY' }
  | { code: 'UNSUPPORTED_MEDIA_TYPE' }
  | { code: 'IMAGE_ANIMATED'; frames: number }
  | { code: 'IMAGE_UNDECODABLE' }
  | { code: 'IMAGE_TOO_LARGE'; width: number; height: number; maxPixels: number };

/**
 * What the caller tells its client for each refusal: the codes and their order are this check's,
 * the words are the caller's (a logo is not a screenshot, and what to upload instead differs).
 */
export type ImageWording = {
  [R in ImageRefusal as R['code']]: (refusal: R) => { message: string; hint: string };
};

/** The header fields the check reads (sharp's metadata). */
export interface ImageHeader {
  format?: string;
  pages?: number;
  width?: number;
  height?: number;
}

/** The header alone, without the pixel limit, so an oversized canvas is named as such. */
const sharpHeader = (bytes: Buffer): Promise<ImageHeader> =>
  sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();

async function refusalOf(
  bytes: Buffer,
  maxPixels: number,
  readHeader: (bytes: Buffer) => Promise<ImageHeader>,
): Promise<ImageRefusal | { format: ImageFormat; width: number; height: number }> {
  if (bytes.length === 0) return { code: 'IMAGE_EMPTY' };
  const format = sniffImageFormat(bytes);
  if (!format) return { code: 'UNSUPPORTED_MEDIA_TYPE' };
  // From the container headers, before sharp reads them (libvips walks every frame of an animation).
  const frames = declaredFrames(bytes, format);
  if (frames > 1) return { code: 'IMAGE_ANIMATED', frames };
  let header;
  try {
    header = await readHeader(bytes);
  } catch {
    return { code: 'IMAGE_UNDECODABLE' };
  }
  // A file whose bytes start like one format and decode as another is not what it claims to be.
  if (header.format !== format) return { code: 'IMAGE_UNDECODABLE' };
  if ((header.pages ?? 1) > 1) return { code: 'IMAGE_ANIMATED', frames: header.pages! };
  const { width = 0, height = 0 } = header;
  // From the header, before anything is decoded: a small file can declare a huge canvas.
  if (!withinPixelLimit(width, height, maxPixels)) return { code: 'IMAGE_TOO_LARGE', width, height, maxPixels };
  return { format, width, height };
}

/**
 * Checks an upload by its content before any decoding: a still (one-frame) PNG, JPEG or WebP of at
 * most `maxPixels`, as its bytes and header say. Refused with the refusal's code and the caller's
 * `wording`: 400 empty, corrupt or too large, 415 not such an image or animated. Screenshots and
 * invoice logos both take uploads through it; `readHeader` is sharp's, replaced only in tests.
 */
export async function checkStillImage(
  bytes: Buffer,
  { maxPixels, wording }: { maxPixels: number; wording: ImageWording },
  readHeader: (bytes: Buffer) => Promise<ImageHeader> = sharpHeader,
): Promise<{ format: ImageFormat; width: number; height: number }> {
  const result = await refusalOf(bytes, maxPixels, readHeader);
  if (!('code' in result)) return result;
  // The mapped type pairs each code with its refusal; TypeScript cannot follow that through a lookup.
  const say = wording[result.code] as (refusal: ImageRefusal) => { message: string; hint: string };
  const { message, hint } = say(result);
  throw new AppError(result.code, message, hint);
}
