import sharp, { type Sharp } from 'sharp';
import { AppError, errors } from '../../platform/http/errors.js';
import { checkStillImage, type ImageWording } from '../../platform/images/still-image.js';
import {
  blurSigmaFor,
  Gate,
  IMAGE_WEBP,
  IMAGE_WORK_SECONDS,
  QUEUE_PLACES_PER_SLOT,
  THUMBNAIL_WEBP,
  THUMBNAIL_WIDTH,
} from './image.rules.js';

export interface ProcessedImage {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
  isBlurred: boolean;
}

interface ImageLimits {
  maxPixels: number;
  concurrency: number;
}

/** Seconds a client is told to wait when every place is taken. */
const QUEUE_RETRY_AFTER_SECONDS = 5;

/** Said when the check cannot read the header and when sharp cannot decode past it. */
const UNREADABLE = {
  message: 'The image could not be decoded (truncated or corrupt)',
  hint: 'Upload the whole PNG, JPEG or WebP file the tracker captured.',
};
const unreadable = () => errors.badRequest('IMAGE_UNDECODABLE', UNREADABLE.message, UNREADABLE.hint);

const SCREENSHOT_WORDING: ImageWording = {
  IMAGE_EMPTY: () => ({ message: 'The image file is empty', hint: 'Attach the captured image as the "image" part.' }),
  UNSUPPORTED_MEDIA_TYPE: () => ({
    message: 'The file is not a PNG, JPEG or WebP image',
    hint: 'Upload the screenshot as PNG, JPEG or WebP; the type is read from the file itself.',
  }),
  IMAGE_ANIMATED: ({ frames }) => ({
    message: `The image is an animation of ${frames} frames; a screenshot is one still image`,
    hint: 'Upload the screen capture as a single-frame PNG, JPEG or WebP.',
  }),
  IMAGE_UNDECODABLE: () => UNREADABLE,
  IMAGE_TOO_LARGE: ({ width, height, maxPixels }) => ({
    message: `The image is ${width}×${height} pixels, more than the ${maxPixels} allowed`,
    hint: 'Capture at screen resolution; the server does not accept larger images.',
  }),
};

const tooComplex = () =>
  new AppError(
    'IMAGE_TOO_COMPLEX',
    `The image could not be processed within ${IMAGE_WORK_SECONDS} seconds`,
    'Upload an ordinary screen capture (PNG, JPEG or WebP at screen resolution).',
  );

/** The client closed the connection: its image is not processed further and nothing is stored. */
export const uploadAborted = () =>
  new AppError('UPLOAD_ABORTED', 'The client closed the connection before the upload was stored', 'Upload again.');

const queueFull = () =>
  new AppError(
    'IMAGE_QUEUE_FULL',
    'Too many screenshots are being processed',
    `Retry the upload in ${QUEUE_RETRY_AFTER_SECONDS} seconds.`,
    undefined,
    { 'retry-after': String(QUEUE_RETRY_AFTER_SECONDS) },
  );

/** A place in the image queue, held by one upload from before its body is read until it is processed. */
export interface ImagePlace {
  /** Validates, re-encodes (blurred when asked) and thumbnails `bytes` in a processing slot. */
  process(bytes: Buffer, blur: boolean, signal?: AbortSignal): Promise<ProcessedImage>;
  leave(): void;
}

/**
 * Checks, re-encodes and thumbnails uploaded images with sharp, whose work runs on libuv's threads.
 * A gate bounds the images decoded at once and the bodies held in memory: an upload takes a place
 * before its body is read (503 IMAGE_QUEUE_FULL when none is left), and its image work is bounded
 * to IMAGE_WORK_SECONDS in all, so no upload holds a processing slot longer.
 */
export function createImageProcessor(limits: ImageLimits) {
  const gate = new Gate(limits.concurrency, limits.concurrency * (1 + QUEUE_PLACES_PER_SLOT));

  /** Every sharp pipeline gets the seconds left of the upload's budget (sharp counts whole seconds). */
  function budget() {
    const deadline = Date.now() + IMAGE_WORK_SECONDS * 1000;
    return <T>(pipeline: Sharp, output: (pipeline: Sharp) => Promise<T>): Promise<T> => {
      const left = deadline - Date.now();
      if (left <= 0) throw tooComplex();
      return output(pipeline.timeout({ seconds: Math.ceil(left / 1000) }));
    };
  }
  const decode = (bytes: Buffer) =>
    sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'truncated', sequentialRead: true, pages: 1, page: 0 });

  /** sharp's errors: its timeout is IMAGE_TOO_COMPLEX, anything else an unreadable file. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof Error && /timeout/i.test(error.message)) throw tooComplex();
      throw unreadable();
    }
  }

  async function work(bytes: Buffer, blur: boolean, signal: AbortSignal | undefined): Promise<ProcessedImage> {
    if (signal?.aborted) throw uploadAborted();
    const within = budget();
    const { width, height } = await checkStillImage(bytes, {
      maxPixels: limits.maxPixels,
      wording: SCREENSHOT_WORDING,
    });
    const image = await guarded(() =>
      within(decode(bytes), (pipeline) =>
        (blur ? pipeline.blur(blurSigmaFor(width)) : pipeline).webp(IMAGE_WEBP).toBuffer(),
      ),
    );
    if (signal?.aborted) throw uploadAborted();
    // The thumbnail is made from the result, so a blurred screenshot never has a sharp thumbnail.
    const thumbnail = await guarded(() =>
      within(decode(image), (pipeline) =>
        pipeline.resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp(THUMBNAIL_WEBP).toBuffer(),
      ),
    );
    return { image, thumbnail, width, height, contentType: 'image/webp', isBlurred: blur };
  }

  function admit(): ImagePlace {
    const place = gate.enter();
    if (!place) throw queueFull();
    return {
      process: (bytes, blur, signal) => place.run(() => work(bytes, blur, signal)),
      leave: () => place.leave(),
    };
  }

  return {
    /** What the queue holds now (the metrics' image queue). */
    load: () => gate.load(),

    /**
     * A place for one upload, taken before its body is read: 503 IMAGE_QUEUE_FULL with
     * Retry-After when none is left. The caller leaves it once done, whatever happened.
     */
    admit,

    /**
     * Validates an image by content and limits and re-encodes it (blurred when asked), with its
     * thumbnail made from the result. A stored image goes through the same path when it is blurred later.
     */
    async process(bytes: Buffer, blur: boolean): Promise<ProcessedImage> {
      const place = admit();
      try {
        return await place.process(bytes, blur);
      } finally {
        place.leave();
      }
    },
  };
}

export type ImageProcessor = ReturnType<typeof createImageProcessor>;
