import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../http/errors.js';
import { checkStillImage, type ImageHeader, type ImageWording } from './still-image.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Says which refusal it was given, so a test sees what reached the caller's wording. */
const wording: ImageWording = {
  IMAGE_EMPTY: () => ({ message: 'empty', hint: 'h' }),
  UNSUPPORTED_MEDIA_TYPE: () => ({ message: 'not an image', hint: 'h' }),
  IMAGE_ANIMATED: ({ frames }) => ({ message: `${frames} frames`, hint: 'h' }),
  IMAGE_UNDECODABLE: () => ({ message: 'undecodable', hint: 'h' }),
  IMAGE_TOO_LARGE: ({ width, height, maxPixels }) => ({ message: `${width}x${height} > ${maxPixels}`, hint: 'h' }),
};

/** The check with a header of our choosing instead of sharp's; rejects with the AppError it threw. */
function check(bytes: Buffer, header: ImageHeader | Error, maxPixels = 100) {
  const readHeader = vi.fn(() => (header instanceof Error ? Promise.reject(header) : Promise.resolve(header)));
  return { result: checkStillImage(bytes, { maxPixels, wording }, readHeader), readHeader };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, statusCode, message } = error as AppError;
  return { code, statusCode, message };
}

describe('checkStillImage', () => {
  it('answers a still image within the limit with its format and size', async () => {
    const { result } = check(PNG, { format: 'png', width: 10, height: 10 });
    await expect(result).resolves.toEqual({ format: 'png', width: 10, height: 10 });
  });

  it('refuses an empty file and one that is no PNG, JPEG or WebP before reading a header', async () => {
    const empty = check(Buffer.alloc(0), { format: 'png', width: 1, height: 1 });
    expect(await refusal(empty.result)).toEqual({ code: 'IMAGE_EMPTY', statusCode: 400, message: 'empty' });
    const gif = check(Buffer.from('GIF89a'), { format: 'gif', width: 1, height: 1 });
    expect(await refusal(gif.result)).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      statusCode: 415,
      message: 'not an image',
    });
    expect(empty.readHeader).not.toHaveBeenCalled();
    expect(gif.readHeader).not.toHaveBeenCalled();
  });

  it('refuses an animation its container declares before reading a header', async () => {
    const actl = Buffer.alloc(20);
    actl.writeUInt32BE(8, 0);
    actl.write('acTL', 4, 'latin1');
    actl.writeUInt32BE(3, 8);
    const { result, readHeader } = check(Buffer.concat([PNG, actl]), { format: 'png', width: 1, height: 1 });
    expect(await refusal(result)).toEqual({ code: 'IMAGE_ANIMATED', statusCode: 415, message: '3 frames' });
    expect(readHeader).not.toHaveBeenCalled();
  });

  it('refuses an animation only the header reveals', async () => {
    const { result } = check(PNG, { format: 'png', pages: 4, width: 1, height: 1 });
    expect(await refusal(result)).toMatchObject({ code: 'IMAGE_ANIMATED', message: '4 frames' });
  });

  it('calls a file undecodable when its header cannot be read or names another format', async () => {
    expect(await refusal(check(PNG, new Error('bad header')).result)).toMatchObject({
      code: 'IMAGE_UNDECODABLE',
      statusCode: 400,
    });
    expect(await refusal(check(PNG, { format: 'jpeg', width: 1, height: 1 }).result)).toMatchObject({
      code: 'IMAGE_UNDECODABLE',
    });
  });

  it('refuses a canvas past the pixel limit, or an empty one, naming its size', async () => {
    expect(await refusal(check(PNG, { format: 'png', width: 20, height: 6 }).result)).toEqual({
      code: 'IMAGE_TOO_LARGE',
      statusCode: 400,
      message: '20x6 > 100',
    });
    expect(await refusal(check(PNG, { format: 'png' }).result)).toMatchObject({ message: '0x0 > 100' });
  });
});
