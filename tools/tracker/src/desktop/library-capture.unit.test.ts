import { describe, expect, it } from 'vitest';
import { captureMonitors, type LibraryMonitor } from './library-capture.js';

/** A monitor shaped like node-screenshots' `Monitor`, whose picture is filled with one colour. */
function monitor(
  x: number,
  y: number,
  width: number,
  height: number,
  rgb: [number, number, number],
  pixelsPerPoint = 1,
): LibraryMonitor {
  const w = width * pixelsPerPoint;
  const h = height * pixelsPerPoint;
  return {
    x: () => x,
    y: () => y,
    width: () => width,
    height: () => height,
    captureImage: async () => ({
      width: w,
      height: h,
      toRaw: async () => {
        const rgba = Buffer.alloc(w * h * 4, 0xff);
        for (let i = 0; i < rgba.length; i += 4) rgba.set(rgb, i);
        return rgba;
      },
    }),
  };
}

const RED: [number, number, number] = [200, 10, 20];
const GREEN: [number, number, number] = [30, 180, 40];

function at(picture: { width: number; rgb: Buffer }, x: number, y: number) {
  const i = (y * picture.width + x) * 3;
  return [...picture.rgb.subarray(i, i + 3)];
}

describe('captureMonitors', () => {
  it('lays two monitors side by side in one picture, each at its offset', async () => {
    const picture = await captureMonitors([monitor(0, 0, 40, 30, RED), monitor(40, 10, 20, 20, GREEN)]);
    expect([picture.width, picture.height]).toEqual([60, 30]);
    expect(picture.rgb.length).toBe(60 * 30 * 3);
    expect(at(picture, 0, 0)).toEqual(RED);
    expect(at(picture, 39, 29)).toEqual(RED);
    expect(at(picture, 40, 10)).toEqual(GREEN);
    expect(at(picture, 59, 29)).toEqual(GREEN);
    // No monitor above the second one: black.
    expect(at(picture, 50, 5)).toEqual([0, 0, 0]);
  });

  it('stacks monitors, a negative position included (a monitor left of or above the primary)', async () => {
    const picture = await captureMonitors([monitor(0, 0, 30, 20, RED), monitor(-10, -15, 30, 15, GREEN)]);
    expect([picture.width, picture.height]).toEqual([40, 35]);
    expect(at(picture, 0, 0)).toEqual(GREEN);
    expect(at(picture, 29, 14)).toEqual(GREEN);
    expect(at(picture, 10, 15)).toEqual(RED);
    expect(at(picture, 39, 34)).toEqual(RED);
    expect(at(picture, 35, 5)).toEqual([0, 0, 0]);
    expect(at(picture, 5, 30)).toEqual([0, 0, 0]);
  });

  it('keeps a Retina monitor at full resolution: offsets are scaled by its pixels per point', async () => {
    const picture = await captureMonitors([monitor(0, 0, 20, 10, RED, 2), monitor(20, 0, 20, 10, GREEN)]);
    expect([picture.width, picture.height]).toEqual([60, 20]);
    expect(at(picture, 39, 19)).toEqual(RED);
    expect(at(picture, 40, 0)).toEqual(GREEN);
    expect(at(picture, 59, 9)).toEqual(GREEN);
    expect(at(picture, 50, 15)).toEqual([0, 0, 0]);
  });

  it('refuses an empty monitor list', async () => {
    await expect(captureMonitors([])).rejects.toThrow('no monitor');
  });
});
