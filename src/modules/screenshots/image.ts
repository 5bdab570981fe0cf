import sharp from 'sharp';
import { AppError, errors } from '../../platform/http/errors.js';
import {
  blurSigmaFor,
  Gate,
  IMAGE_WEBP,
  sniffImageFormat,
  THUMBNAIL_WEBP,
  THUMBNAIL_WIDTH,
  withinPixelLimit,
} from './image.rules.js';

export interface ProcessedImage {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

export interface ImageLimits {
  maxPixels: number;
  concurrency: number;
}

const unreadable = () =>
  errors.badRequest(
    'IMAGE_UNDECODABLE',
    'The image could not be decoded (truncated or corrupt)',
    'Upload the whole PNG, JPEG or WebP file the tracker captured.',
  );

/**
 * Checks, re-encodes and thumbnails uploaded images with sharp, whose work runs on libuv's
 * threads; a gate bounds how many images are decoded at once, and refuses (503) past a queue.
 */
export function createImageProcessor(limits: ImageLimits) {
  const gate = new Gate(limits.concurrency, limits.concurrency * 16);
  const open = (bytes: Buffer) =>
    sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'truncated', sequentialRead: true, animated: false });

  async function checked(bytes: Buffer) {
    if (bytes.length === 0)
      throw errors.badRequest(
        'IMAGE_EMPTY',
        'The image file is empty',
        'Attach the captured image as the "image" part.',
      );
    const format = sniffImageFormat(bytes);
    if (!format)
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'The file is not a PNG, JPEG or WebP image',
        'Upload the screenshot as PNG, JPEG or WebP; the type is read from the file itself.',
      );
    let metadata;
    try {
      // The header alone, without the pixel limit, so an oversized canvas is named as such.
      metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw unreadable();
    }
    if (metadata.format !== format) throw unreadable();
    const { width = 0, height = 0 } = metadata;
    // From the header, before anything is decoded: a small file can declare a huge canvas.
    if (!withinPixelLimit(width, height, limits.maxPixels))
      throw errors.badRequest(
        'IMAGE_TOO_LARGE',
        `The image is ${width}×${height} pixels, more than the ${limits.maxPixels} allowed`,
        'Capture at screen resolution; the server does not accept larger images.',
      );
    return { width, height };
  }

  async function encode(bytes: Buffer, blur: boolean, width: number): Promise<Buffer> {
    try {
      let pipeline = open(bytes);
      if (blur) pipeline = pipeline.blur(blurSigmaFor(width));
      return await pipeline.webp(IMAGE_WEBP).toBuffer();
    } catch {
      throw unreadable();
    }
  }

  const thumbnailOf = (image: Buffer) =>
    sharp(image).resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp(THUMBNAIL_WEBP).toBuffer();

  function gated<T>(task: () => Promise<T>): Promise<T> {
    const running = gate.tryRun(task);
    if (!running)
      throw errors.unavailable('Too many screenshots are being processed', 'Retry the upload in a few seconds.');
    return running;
  }

  return {
    /**
     * Validates an image by content and limits and re-encodes it (blurred when asked), with its
     * thumbnail made from the result, so a blurred screenshot never has a sharp thumbnail. A stored
     * image goes through the same path when it is blurred later.
     */
    process(bytes: Buffer, blur: boolean): Promise<ProcessedImage> {
      return gated(async () => {
        const { width, height } = await checked(bytes);
        const image = await encode(bytes, blur, width);
        return { image, thumbnail: await thumbnailOf(image), width, height, contentType: 'image/webp' };
      });
    },
  };
}

export type ImageProcessor = ReturnType<typeof createImageProcessor>;
