/**
 * For the desktop end-to-end test: a real X server (Xvfb) on a free display number, windows with
 * titles and classes the test sets and a known pattern of colours, and input through xdotool.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import x11, { type XClient, type XDisplay } from 'x11';
import { stopWhenTestEnds } from '../../../test/support/process.js';

const run = promisify(execFile);

/** Whether Xvfb and xdotool are installed: null when they are, else what is missing. */
function xToolsMissing(): string | null {
  for (const tool of ['Xvfb', 'xdotool'])
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0)
      return `${tool} is not installed (apt-get install xvfb xdotool; .ci/run installs them)`;
  return null;
}

/**
 * Whether the desktop test can run: true when Xvfb and xdotool are installed. Without them it is
 * skipped with a message, except in CI (`CI` set), where it must run: there the missing tool is
 * an error, so the test cannot vanish from a green run.
 */
export function xToolsPresent(file: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const missing = xToolsMissing();
  if (!missing) return true;
  if (env.CI) throw new Error(`${file} must run in CI, but ${missing}`);
  console.warn(`${file} skipped: ${missing}`);
  return false;
}

/** Xvfb on a display number nobody uses, with a black root window of `width`×`height`. */
export async function startXvfb(width: number, height: number) {
  let number = 0;
  for (let tries = 0; tries < 50 && (!number || existsSync(`/tmp/.X11-unix/X${number}`)); tries++)
    number = 99 + Math.floor(Math.random() * 800);
  const display = `:${number}`;
  const child = spawn('Xvfb', [display, '-screen', '0', `${width}x${height}x24`, '-br', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  const exited = stopWhenTestEnds(child);
  const deadline = Date.now() + 10_000;
  while (!existsSync(`/tmp/.X11-unix/X${number}`)) {
    if (Date.now() > deadline) throw new Error(`Xvfb ${display} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    display,
    /** Runs xdotool against this display. */
    xdotool: (...args: string[]) => run('xdotool', args, { env: { ...process.env, DISPLAY: display } }),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface TestWindow {
  id: number;
  focus(): void;
}

/** A connection to the display that opens top-level windows (there is no window manager: they stay where put). */
export async function windowMaker(display: string) {
  const opened = await new Promise<XDisplay>((resolve, reject) =>
    x11.createClient({ display }, (error, value) => (error ? reject(error) : resolve(value))),
  );
  const X: XClient = opened.client;
  const screen = opened.screen[0]!;
  const atom = (name: string) =>
    new Promise<number>((resolve, reject) =>
      X.InternAtom(false, name, (error, value) => (error ? reject(error) : resolve(value))),
    );
  const [wmName, netWmName, wmClass, utf8, string] = await Promise.all([
    atom('WM_NAME'),
    atom('_NET_WM_NAME'),
    atom('WM_CLASS'),
    atom('UTF8_STRING'),
    atom('STRING'),
  ]);
  const box = (parent: number, x: number, y: number, width: number, height: number, rgb: number) => {
    const id = X.AllocID();
    X.CreateWindow(id, parent, x, y, width, height, 0, 0, 0, 0, { backgroundPixel: rgb });
    X.MapWindow(id);
    return id;
  };
  return {
    /**
     * A top-level window with WM_CLASS `instance`/`className` and the title, filled by child
     * windows with the given colours (the X server paints backgrounds itself: no drawing needed).
     */
    window(
      options: {
        x: number;
        y: number;
        width: number;
        height: number;
        title: string;
        instance: string;
        className: string;
      },
      fills: Array<{ x: number; y: number; width: number; height: number; rgb: number }>,
    ): TestWindow {
      const id = box(screen.root, options.x, options.y, options.width, options.height, 0x808080);
      X.ChangeProperty(0, id, wmClass, string, 8, Buffer.from(`${options.instance}\0${options.className}\0`, 'latin1'));
      X.ChangeProperty(0, id, netWmName, utf8, 8, Buffer.from(options.title, 'utf8'));
      X.ChangeProperty(0, id, wmName, string, 8, Buffer.from(options.title, 'latin1'));
      for (const fill of fills) box(id, fill.x, fill.y, fill.width, fill.height, fill.rgb);
      return { id, focus: () => X.SetInputFocus(id, 1) };
    },
    /** A round trip: everything sent before has been handled by the server. */
    sync: () => new Promise<void>((resolve) => X.GetInputFocus(() => resolve())),
    close: () => new Promise<void>((resolve) => X.close(() => resolve())),
  };
}

/** A 320×240 window's content in four coloured quadrants: a picture a capture must reproduce. */
const QUADRANTS = [
  { x: 0, y: 0, rgb: 0xd02020 },
  { x: 160, y: 0, rgb: 0x20b040 },
  { x: 0, y: 120, rgb: 0x2040d0 },
  { x: 160, y: 120, rgb: 0xe0c020 },
];

/** The rectangles to paint a window with, for `windowMaker(...).window(place, quadrantRects)`. */
export const quadrantRects = QUADRANTS.map((q) => ({ x: q.x, y: q.y, width: 160, height: 120, rgb: q.rgb }));

/**
 * Checks that a captured picture (RGB bytes, `width` pixels a row, `height` rows) shows the
 * quadrants where the window's top-left corner is (`left`, `top`), on the black root window.
 */
export function expectQuadrants(picture: { width: number; height: number; rgb: Buffer }, left: number, top: number) {
  const pixel = (px: number, py: number) => {
    const at = (py * picture.width + px) * 3;
    return [picture.rgb[at]!, picture.rgb[at + 1]!, picture.rgb[at + 2]!];
  };
  for (const q of QUADRANTS) {
    const expected = [(q.rgb >> 16) & 0xff, (q.rgb >> 8) & 0xff, q.rgb & 0xff];
    const actual = pixel(left + q.x + 80, top + q.y + 60);
    for (let c = 0; c < 3; c++)
      expect(Math.abs(actual[c]! - expected[c]!), `${actual.join()} vs ${expected.join()}`).toBeLessThan(24);
  }
  expect(pixel(5, picture.height - 5).every((v) => v < 24)).toBe(true);
}
