import sharp from 'sharp';
import { AppError, errors } from '../../platform/http/errors.js';
import { declaredFrames, sniffImageFormat, withinPixelLimit } from '../../platform/image-format.js';
import { LOGO_BOX } from './billing-profile.rules.js';

/** Seconds of sharp work one logo may take in all. */
const LOGO_WORK_SECONDS = 5;

interface ProcessedLogo {
  png: Buffer;
  width: number;
  height: number;
}

const notAnImage = () =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'The logo is not a PNG, JPEG or WebP image',
    'Upload the logo as PNG, JPEG or WebP; the type is read from the file itself.',
  );

const animated = (frames: number) =>
  new AppError(
    'IMAGE_ANIMATED',
    `The logo is an animation of ${frames} frames; a logo is one still image`,
    'Upload a single-frame PNG, JPEG or WebP.',
  );

const unreadable = () =>
  errors.badRequest(
    'IMAGE_UNDECODABLE',
    'The logo could not be decoded (truncated or corrupt)',
    'Upload the whole PNG, JPEG or WebP file.',
  );

/**
 * Checks an uploaded logo by its content, with the same byte-level judges as screenshot uploads
 * (platform/image-format: format and declared frames before any decoder runs; 415 for anything but
 * a still PNG, JPEG or WebP, 400 for an empty, corrupt or oversized canvas, 422 past the time budget) and re-encodes it as a PNG fitted into LOGO_BOX, never enlarged. Re-encoding
 * drops metadata (EXIF, ICC text, comments) and anything appended to the file.
 */
export async function processLogo(bytes: Buffer, maxPixels: number): Promise<ProcessedLogo> {
  if (bytes.length === 0)
    throw errors.badRequest('IMAGE_EMPTY', 'The logo file is empty', 'Attach the image as the "logo" part.');
  const format = sniffImageFormat(bytes);
  if (!format) throw notAnImage();
  // From the container headers, before sharp reads them (libvips walks every frame of an animation).
  const frames = declaredFrames(bytes, format);
  if (frames > 1) throw animated(frames);
  let metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    throw unreadable();
  }
  if (metadata.format !== format) throw unreadable();
  const { width = 0, height = 0 } = metadata;
  if (!withinPixelLimit(width, height, maxPixels))
    throw errors.badRequest(
      'IMAGE_TOO_LARGE',
      `The logo is ${width}×${height} pixels, more than the ${maxPixels} allowed`,
      `Upload a smaller image; it is fitted into ${LOGO_BOX.width}×${LOGO_BOX.height} pixels anyway.`,
    );
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'truncated', pages: 1 })
      .rotate()
      .resize({ width: LOGO_BOX.width, height: LOGO_BOX.height, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .timeout({ seconds: LOGO_WORK_SECONDS })
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /timeout/i.test(error.message))
      throw new AppError(
        'IMAGE_TOO_COMPLEX',
        `The logo could not be processed within ${LOGO_WORK_SECONDS} seconds`,
        'Upload an ordinary logo image.',
      );
    throw unreadable();
  }
}
