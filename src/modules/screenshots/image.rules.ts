/** The formats a screenshot may be uploaded in, recognized by their first bytes (never by a client's content type). */
type ImageFormat = 'png' | 'jpeg' | 'webp';

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

/**
 * How many frames the file declares, read from its container headers without decoding anything:
 * a WebP's ANMF chunks (only when its VP8X header flags an animation), a PNG's acTL frame count
 * (APNG), 1 otherwise. libvips walks every frame of an animated WebP to read its header, in time
 * growing with the square of the frame count, so this runs before sharp sees the file.
 */
export function declaredFrames(bytes: Uint8Array, format: ImageFormat): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Compared byte by byte, without building strings: a 10 MiB file may hold a million chunks.
  const fourcc = (at: number, name: string) =>
    bytes[at] === name.charCodeAt(0) &&
    bytes[at + 1] === name.charCodeAt(1) &&
    bytes[at + 2] === name.charCodeAt(2) &&
    bytes[at + 3] === name.charCodeAt(3);
  if (format === 'webp') {
    const VP8X_ANIMATION = 0x02;
    if (bytes.length < 21 || !fourcc(12, 'VP8X') || (bytes[20]! & VP8X_ANIMATION) === 0) return 1;
    let frames = 0;
    // RIFF chunks: fourcc, little-endian size, data padded to an even length.
    for (let at = 12; at + 8 <= bytes.length;) {
      if (fourcc(at, 'ANMF')) frames += 1;
      const size = view.getUint32(at + 4, true);
      at += 8 + size + (size & 1);
    }
    return Math.max(frames, 1);
  }
  if (format === 'png') {
    // PNG chunks: big-endian length, type, data, CRC; acTL comes before the first IDAT.
    for (let at = 8; at + 8 <= bytes.length; at += 12 + view.getUint32(at)) {
      if (fourcc(at + 4, 'IDAT')) return 1;
      if (fourcc(at + 4, 'acTL') && at + 12 <= bytes.length) return Math.max(view.getUint32(at + 8), 1);
    }
  }
  return 1;
}

/** A screenshot is one still frame: an animation is refused before anything is decoded. */
export const MAX_FRAMES = 1;

/**
 * Seconds an upload's image work may take in all (checking, re-encoding, blurring, thumbnail);
 * each sharp pipeline gets what is left, so no upload holds a processing slot longer.
 */
export const IMAGE_WORK_SECONDS = 5;

/** Places in the queue per processing slot: bodies are read into memory only by holders of a place. */
export const QUEUE_PLACES_PER_SLOT = 4;

/** A place in a Gate: held from before the upload's body is read until its image work is done. */
interface GatePlace {
  /** Runs `task` once a processing slot is free (at most `concurrency` tasks at once). */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Gives the place back; idempotent. */
  leave(): void;
}

/**
 * Places for uploads (processing or waiting for a slot), bounded so that the bodies they hold in
 * memory are bounded: `enter` answers null when all are taken, before a byte of a body is read.
 */
export class Gate {
  private placesTaken = 0;
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(
    private readonly concurrency: number,
    private readonly places: number,
  ) {}

  /** A place, or null when all are taken: the caller answers 503 instead of reading another body. */
  enter(): GatePlace | null {
    if (this.placesTaken >= this.places) return null;
    this.placesTaken += 1;
    let held = true;
    return {
      run: (task) => this.runInSlot(task),
      leave: () => {
        if (!held) return;
        held = false;
        this.placesTaken -= 1;
      },
    };
  }

  private async runInSlot<T>(task: () => Promise<T>): Promise<T> {
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
