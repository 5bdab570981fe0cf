import sharp from 'sharp';
import { AppError, errors } from '../../platform/http/errors.js';
import { checkStillImage, type ImageWording } from '../../platform/images/still-image.js';
import { LOGO_BOX } from './billing-profile.rules.js';

/** Seconds of sharp work one logo may take in all. */
const LOGO_WORK_SECONDS = 5;

interface ProcessedLogo {
  png: Buffer;
  width: number;
  height: number;
}

/** Said when the check cannot read the header and when sharp cannot decode past it. */
const UNREADABLE = {
  message: 'The logo could not be decoded (truncated or corrupt)',
  hint: 'Upload the whole PNG, JPEG or WebP file.',
};
const unreadable = () => errors.badRequest('IMAGE_UNDECODABLE', UNREADABLE.message, UNREADABLE.hint);

const LOGO_WORDING: ImageWording = {
  IMAGE_EMPTY: () => ({ message: 'The logo file is empty', hint: 'Attach the image as the "logo" part.' }),
  UNSUPPORTED_MEDIA_TYPE: () => ({
    message: 'The logo is not a PNG, JPEG or WebP image',
    hint: 'Upload the logo as PNG, JPEG or WebP; the type is read from the file itself.',
  }),
  IMAGE_ANIMATED: ({ frames }) => ({
    message: `The logo is an animation of ${frames} frames; a logo is one still image`,
    hint: 'Upload a single-frame PNG, JPEG or WebP.',
  }),
  IMAGE_UNDECODABLE: () => UNREADABLE,
  IMAGE_TOO_LARGE: ({ width, height, maxPixels }) => ({
    message: `The logo is ${width}×${height} pixels, more than the ${maxPixels} allowed`,
    hint: `Upload a smaller image; it is fitted into ${LOGO_BOX.width}×${LOGO_BOX.height} pixels anyway.`,
  }),
};

/**
 * Checks an uploaded logo by its content, with the same check as screenshot uploads
 * (platform/images/still-image: 415 for anything but a still PNG, JPEG or WebP, 400 for an empty, corrupt
 * or oversized canvas), then re-encodes it as a PNG fitted into LOGO_BOX, never enlarged (422 past
 * the time budget). Re-encoding drops metadata (EXIF, ICC text, comments) and anything appended to
 * the file.
 */
export async function processLogo(bytes: Buffer, maxPixels: number): Promise<ProcessedLogo> {
  await checkStillImage(bytes, { maxPixels, wording: LOGO_WORDING });
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
