import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openDesktop } from './index.js';
import type { LibraryMonitor } from './library-capture.js';

const oneMonitor = async () => (): LibraryMonitor[] => [
  {
    x: () => 0,
    y: () => 0,
    width: () => 4,
    height: () => 2,
    captureImage: async () => ({ width: 4, height: 2, toRaw: async () => Buffer.alloc(4 * 2 * 4, 0x80) }),
  },
];

describe('openDesktop', () => {
  it('says why the desktop cannot be observed: another system, Wayland, no display, a display that does not answer', async () => {
    expect(await openDesktop({ DISPLAY: ':0' }, 'freebsd')).toEqual({
      unavailable: expect.stringContaining('not supported on freebsd'),
    });
    expect(await openDesktop({ DISPLAY: ':0', XDG_SESSION_TYPE: 'wayland' }, 'linux')).toEqual({
      unavailable: expect.stringContaining('Wayland session'),
    });
    expect(await openDesktop({ WAYLAND_DISPLAY: 'wayland-0' }, 'linux')).toEqual({
      unavailable: expect.stringContaining('Wayland session'),
    });
    expect(await openDesktop({}, 'linux')).toEqual({ unavailable: expect.stringContaining('DISPLAY is not set') });
    expect(await openDesktop({ DISPLAY: ':987' }, 'linux')).toEqual({
      unavailable: expect.stringContaining('the X display :987 could not be opened'),
    });
  });

  it('on macOS and Windows captures the screens through node-screenshots and says activity is not read', async () => {
    for (const [platform, system] of [
      ['darwin', 'macOS'],
      ['win32', 'Windows'],
    ] as const) {
      const opened = await openDesktop({}, platform, oneMonitor);
      expect(opened).toEqual({
        unavailable: expect.stringContaining(`input counts and idle time are not read on ${system}`),
        screen: expect.objectContaining({ description: `the screens through node-screenshots on ${system}` }),
      });
      const png = await (opened as { screen: { capture(): Promise<Buffer> } }).screen.capture();
      const { info, data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height, info.channels, data[0]]).toEqual([4, 2, 3, 0x80]);
    }
  });

  it('on macOS and Windows without the library (or its native part) tracks time only, and says why', async () => {
    const missing = () => Promise.reject(new Error('Cannot find native binding'));
    expect(await openDesktop({}, 'darwin', missing)).toEqual({
      unavailable:
        'screen capture and activity are unavailable on macOS: node-screenshots could not be loaded (Cannot find native binding)',
    });
  });
});
