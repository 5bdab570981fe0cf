/**
 * The operating system as the tracker sees it: the screen, the foreground window, input idle time
 * and input event counts. Linux with X11 is read through the X11 protocol (`./x11-session.ts`).
 * On macOS and Windows only the screens are captured, through node-screenshots
 * (`./library-capture.ts`, untested here): the foreground window, input counts and idle time are
 * not read there. Under Wayland and without a display the desktop is unavailable. Whatever is
 * unavailable, `openDesktop` says why, and the tracker keeps tracking time.
 */
import sharp from 'sharp';
import { captureMonitors, loadNodeScreenshots, type ListMonitors } from './library-capture.js';
import { connect, recordInput, X11Session } from './x11-session.js';

export interface ForegroundWindow {
  /** The application: WM_CLASS's class ("Firefox", "Code"), else its instance name. */
  application: string;
  title: string;
}

export interface Desktop {
  readonly description: string;
  /** The whole screen (every monitor) as a PNG. */
  capture(): Promise<Buffer>;
  foreground(): Promise<ForegroundWindow | null>;
  /** Milliseconds since the last input; `locked` when the screen saver or a locker is on. */
  idle(): Promise<{ idleMs: number; locked: boolean }>;
  /** Calls `listener` for each keyboard or mouse event (its kind only); false when the OS gives no counts. */
  countInput(listener: (kind: 'keyboard' | 'mouse') => void): Promise<boolean>;
  close(): Promise<void>;
}

/** The screens alone: where the tracker captures them but reads no activity. */
interface ScreenCapture {
  readonly description: string;
  /** Every monitor in one picture, as a PNG. */
  capture(): Promise<Buffer>;
}

/**
 * The desktop; or why activity is unavailable, with the screens when they can still be captured
 * (macOS and Windows).
 */
type DesktopOrReason = { desktop: Desktop } | { unavailable: string; screen?: ScreenCapture };

export async function openDesktop(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  loadLibrary: () => Promise<ListMonitors> = loadNodeScreenshots,
): Promise<DesktopOrReason> {
  if (platform === 'darwin' || platform === 'win32') return libraryScreens(platform, loadLibrary);
  if (platform !== 'linux')
    return { unavailable: `screen capture and activity are not supported on ${platform} by this tracker` };
  if (env.XDG_SESSION_TYPE === 'wayland' || (env.WAYLAND_DISPLAY && !env.DISPLAY))
    return {
      unavailable:
        'this is a Wayland session: Wayland lets no application read the screen or the input of others without a portal prompt each time, so screen capture and activity are unavailable (an X11 session has them)',
    };
  if (!env.DISPLAY)
    return { unavailable: 'no display (DISPLAY is not set): screen capture and activity are unavailable' };
  try {
    return { desktop: await x11Desktop(env.DISPLAY) };
  } catch (error) {
    return { unavailable: `the X display ${env.DISPLAY} could not be opened (${(error as Error).message})` };
  }
}

async function x11Desktop(display: string): Promise<Desktop> {
  const session = new X11Session(await connect(display));
  let recorder: { stop(): Promise<void> } | null = null;
  return {
    description: `X11 display ${display} (${session.width}×${session.height})`,
    capture: async () => png(await session.rootPixels()),
    foreground: () => foregroundOf(session),
    async idle() {
      const { idleMs, screenSaverOn } = await session.idle();
      return { idleMs, locked: screenSaverOn };
    },
    async countInput(listener) {
      try {
        recorder = await recordInput(display, listener);
        return true;
      } catch {
        return false; // no RECORD extension: activity falls back to the idle time
      }
    },
    async close() {
      await recorder?.stop().catch(() => undefined);
      await session.close();
    },
  };
}

function png({ width, height, rgb }: { width: number; height: number; rgb: Buffer }): Promise<Buffer> {
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/**
 * macOS and Windows: the screens through node-screenshots, and no activity. The library gives
 * no input counts or idle time, so none is made up; a machine without the library (or its native
 * part) tracks time only.
 */
async function libraryScreens(
  platform: 'darwin' | 'win32',
  loadLibrary: () => Promise<ListMonitors>,
): Promise<DesktopOrReason> {
  const system = platform === 'darwin' ? 'macOS' : 'Windows';
  let monitors: ListMonitors;
  try {
    monitors = await loadLibrary();
  } catch (error) {
    return {
      unavailable: `screen capture and activity are unavailable on ${system}: node-screenshots could not be loaded (${(error as Error).message})`,
    };
  }
  return {
    unavailable: `the foreground application, window titles, input counts and idle time are not read on ${system} by this tracker (node-screenshots captures screens only): no activity is recorded and idle time is not detected`,
    screen: {
      description: `the screens through node-screenshots on ${system}`,
      capture: async () => png(await captureMonitors(monitors())),
    },
  };
}

/**
 * The focused top-level window: the window manager's _NET_ACTIVE_WINDOW, else the input focus;
 * the window holding WM_CLASS is looked for above it (a focused child) and below it (a window
 * manager's frame). Null when nothing is focused.
 */
async function foregroundOf(session: X11Session): Promise<ForegroundWindow | null> {
  const active = await session.property(session.root, '_NET_ACTIVE_WINDOW');
  let window = active && active.data.length >= 4 ? active.data.readUInt32LE(0) : 0;
  if (!window) window = await session.inputFocus();
  if (window <= 1 || window === session.root) return null; // None or PointerRoot
  const client = (await clientAbove(session, window)) ?? (await clientBelow(session, window, 3));
  if (client === null) return null;
  const wmClass = (await session.property(client, 'WM_CLASS'))!.data.toString('latin1').split('\0');
  const title = (await session.text(client, '_NET_WM_NAME')) ?? (await session.text(client, 'WM_NAME')) ?? '';
  return { application: wmClass[1] || wmClass[0] || 'unknown', title };
}

async function clientAbove(session: X11Session, window: number): Promise<number | null> {
  for (let current = window; current && current !== session.root;) {
    if (await session.property(current, 'WM_CLASS')) return current;
    current = (await session.tree(current)).parent;
  }
  return null;
}

async function clientBelow(session: X11Session, window: number, depth: number): Promise<number | null> {
  if (depth === 0) return null;
  for (const child of (await session.tree(window)).children) {
    if (await session.property(child, 'WM_CLASS')) return child;
    const found = await clientBelow(session, child, depth - 1);
    if (found !== null) return found;
  }
  return null;
}
