// What an uploaded image is, read from its bytes before any decoder sees it: its format, how many
// frames it declares, whether its canvas fits a pixel limit. still-image.ts judges uploads
// (screenshots, invoice logos) by these, never by a client's content type.

/** The formats uploads may be in, recognized by their first bytes (never by a client's content type). */
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
