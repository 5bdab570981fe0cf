/**
 * The node-screenshots capture (what macOS and Windows use) on a real X server (Xvfb): a window
 * with four coloured quadrants, captured through the library as the tracker does it, shows those
 * colours where the window is. Skipped without Xvfb and xdotool (.ci/run installs them), except in
 * CI, where their absence fails the file.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openDesktop } from './src/desktop/index.js';
import { captureMonitors, loadNodeScreenshots } from './src/desktop/library-capture.js';
import { startXvfb, windowMaker, xToolsPresent } from './test/x-display.js';

// Without Xvfb or xdotool: skipped with a message, but a failure in CI (it must not vanish there).
const runs = xToolsPresent('tools/tracker/e2e-library-capture.test.ts');

const WIDTH = 640;
const HEIGHT = 480;
/** The window at (60, 50), 320×240, in four quadrants. */
const QUADRANTS = [
  { x: 0, y: 0, rgb: 0xd02020 },
  { x: 160, y: 0, rgb: 0x20b040 },
  { x: 0, y: 120, rgb: 0x2040d0 },
  { x: 160, y: 120, rgb: 0xe0c020 },
];

function expectPattern(picture: { width: number; rgb: Buffer }) {
  const pixel = (px: number, py: number) => {
    const at = (py * picture.width + px) * 3;
    return [picture.rgb[at]!, picture.rgb[at + 1]!, picture.rgb[at + 2]!];
  };
  for (const q of QUADRANTS) {
    const expected = [(q.rgb >> 16) & 0xff, (q.rgb >> 8) & 0xff, q.rgb & 0xff];
    const actual = pixel(60 + q.x + 80, 50 + q.y + 60);
    for (let c = 0; c < 3; c++)
      expect(Math.abs(actual[c]! - expected[c]!), `${actual.join()} vs ${expected.join()}`).toBeLessThan(24);
  }
  // The root window around it is black.
  expect(pixel(5, HEIGHT - 5).every((v) => v < 24)).toBe(true);
}

describe.skipIf(!runs)('node-screenshots capture on an X display', { timeout: 60_000 }, () => {
  it('captures the screen with the known pattern where the window is', async () => {
    const x = await startXvfb(WIDTH, HEIGHT);
    const windows = await windowMaker(x.display);
    const display = process.env.DISPLAY;
    try {
      windows.window(
        { x: 60, y: 50, width: 320, height: 240, title: 'Pattern', instance: 'pattern', className: 'Pattern' },
        QUADRANTS.map((q) => ({ x: q.x, y: q.y, width: 160, height: 120, rgb: q.rgb })),
      );
      await windows.sync();
      // The library reads DISPLAY when it lists the monitors.
      process.env.DISPLAY = x.display;
      const monitors = await loadNodeScreenshots();
      expect(monitors().map((m) => [m.x(), m.y(), m.width(), m.height()])).toEqual([[0, 0, WIDTH, HEIGHT]]);
      const picture = await captureMonitors(monitors());
      expect([picture.width, picture.height]).toEqual([WIDTH, HEIGHT]);
      expectPattern(picture);

      // The PNG the tracker uploads, as on macOS and Windows (the platform is a parameter).
      const opened = await openDesktop({ DISPLAY: x.display }, 'darwin');
      if (!('screen' in opened) || !opened.screen) throw new Error(`no screen: ${JSON.stringify(opened)}`);
      const { data, info } = await sharp(await opened.screen.capture())
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([WIDTH, HEIGHT]);
      expectPattern({ width: info.width, rgb: data });
    } finally {
      if (display === undefined) delete process.env.DISPLAY;
      else process.env.DISPLAY = display;
      await windows.close();
      await x.stop();
    }
  });
});
