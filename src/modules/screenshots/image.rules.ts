/** The formats a screenshot may be uploaded in, recognized by their first bytes (never by a client's content type). */
export type ImageFormat = 'png' | 'jpeg' | 'webp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** Whether width × height stays within the pixel limit (checked from the header, before decoding). */
export function withinPixelLimit(width: number, height: number, maxPixels: number): boolean {
  return width > 0 && height > 0 && width * height <= maxPixels;
}

/**
 * WebP settings of stored images. Effort 1 (of 0–6) encodes a 1080p screen about 2.5 times faster
 * than the default 4 for files a few percent larger (measured in bench:screenshots' image).
 */
export const IMAGE_WEBP = { quality: 80, effort: 1 } as const;
export const THUMBNAIL_WEBP = { quality: 70, effort: 1 } as const;

/** Width of a thumbnail: about 320 pixels, never larger than the image. */
export const THUMBNAIL_WIDTH = 320;

/**
 * Blur strong enough that text of a screen at its size cannot be read back: the Gaussian sigma
 * grows with the width (a 1920-pixel screen gets 16), never below 8.
 */
export function blurSigmaFor(width: number): number {
  return Math.max(8, Math.round(width / 120));
}

/** Counts tasks in flight and refuses new ones past a queue limit, so a burst cannot pile up images in memory. */
export class Gate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /** false when the queue is full: the caller answers 503 instead of holding another image. */
  tryRun<T>(task: () => Promise<T>): Promise<T> | null {
    if (this.running >= this.concurrency && this.waiting.length >= this.maxWaiting) return null;
    return this.run(task);
  }

  private async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
