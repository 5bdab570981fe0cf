import { describe, expect, it } from 'vitest';
import { openDesktop } from './index.js';

describe('openDesktop', () => {
  it('says why the desktop cannot be observed: another system, Wayland, no display, a display that does not answer', async () => {
    expect(await openDesktop({ DISPLAY: ':0' }, 'darwin')).toEqual({
      unavailable: expect.stringContaining('not supported on darwin'),
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
});
