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
import { expectQuadrants, quadrantRects, startXvfb, windowMaker, xToolsPresent } from './test/x-display.js';

// Without Xvfb or xdotool: skipped with a message, but a failure in CI (it must not vanish there).
const runs = xToolsPresent('tools/tracker/e2e-library-capture.process.test.ts');

const WIDTH = 640;
const HEIGHT = 480;
describe.skipIf(!runs)('node-screenshots capture on an X display', { timeout: 60_000 }, () => {
  it('captures the screen with the known pattern where the window is', async () => {
    const x = await startXvfb(WIDTH, HEIGHT);
    const windows = await windowMaker(x.display);
    const display = process.env.DISPLAY;
    try {
      windows.window(
        { x: 60, y: 50, width: 320, height: 240, title: 'Pattern', instance: 'pattern', className: 'Pattern' },
        quadrantRects,
      );
      await windows.sync();
      // The library reads DISPLAY when it lists the monitors.
      process.env.DISPLAY = x.display;
      const monitors = await loadNodeScreenshots();
      expect(monitors().map((m) => [m.x(), m.y(), m.width(), m.height()])).toEqual([[0, 0, WIDTH, HEIGHT]]);
      const picture = await captureMonitors(monitors());
      expect([picture.width, picture.height]).toEqual([WIDTH, HEIGHT]);
      expectQuadrants(picture, 60, 50);

      // The PNG the tracker uploads, as on macOS and Windows (the platform is a parameter).
      const opened = await openDesktop({ DISPLAY: x.display }, 'darwin');
      if (!('screen' in opened) || !opened.screen) throw new Error(`no screen: ${JSON.stringify(opened)}`);
      const { data, info } = await sharp(await opened.screen.capture())
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([WIDTH, HEIGHT]);
      expectQuadrants({ width: info.width, height: info.height, rgb: data }, 60, 50);
    } finally {
      if (display === undefined) delete process.env.DISPLAY;
      else process.env.DISPLAY = display;
      await windows.close();
      await x.stop();
    }
  });
});
