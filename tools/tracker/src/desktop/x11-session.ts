/**
 * The X11 protocol as the tracker uses it, through the pure-JavaScript `x11` client (no native
 * parts, no X libraries needed): the root window's pixels (every monitor), the foreground window,
 * the input idle time (MIT-SCREEN-SAVER) and input event counts (RECORD). Promises over the
 * package's callbacks; one connection for requests, a second one for RECORD, whose data stream
 * holds its connection for itself.
 */
import x11, { type RecordExtension, type ScreenSaverExtension, type XClient, type XDisplay } from 'x11';

/** GetImage format: ZPixmap. */
const Z_PIXMAP = 2;
/** Core event types RECORD reports (device events). */
const KEY_PRESS = 2;
const BUTTON_PRESS = 4;
const MOTION_NOTIFY = 6;
/** Rows per GetImage request, so one reply stays a few megabytes on a large desktop. */
const STRIP_BYTES = 4 * 1024 * 1024;

export function connect(display: string): Promise<XDisplay> {
  return new Promise((resolve, reject) => {
    const client = x11.createClient({ display }, (error, opened) => (error ? reject(error) : resolve(opened)));
    // Errors after setup (a request the server refused, a dropped connection) reach the caller's
    // pending promise or are ignored: the tracker keeps tracking time without the desktop.
    client.on('error', () => undefined);
  });
}

function call<T>(start: (callback: (error: Error | null, value: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => start((error, value) => (error ? reject(error) : resolve(value))));
}

export class X11Session {
  private readonly atoms = new Map<string, number>();
  private readonly client: XClient;
  readonly root: number;
  readonly width: number;
  readonly height: number;

  constructor(readonly display: XDisplay) {
    this.client = display.client;
    const screen = display.screen[0]!;
    this.root = screen.root;
    this.width = screen.pixel_width;
    this.height = screen.pixel_height;
  }

  async atom(name: string): Promise<number> {
    const known = this.atoms.get(name);
    if (known !== undefined) return known;
    const atom = await call<number>((done) => this.client.InternAtom(false, name, done));
    this.atoms.set(name, atom);
    return atom;
  }

  /** A property's bytes, or null when the window has none (AnyPropertyType; at most 64 KiB). */
  async property(window: number, name: string): Promise<{ type: number; data: Buffer } | null> {
    const atom = await this.atom(name);
    const prop = await call<{ type: number; data: Buffer }>((done) =>
      this.client.GetProperty(0, window, atom, 0, 0, 16_384, done),
    );
    return prop.type === 0 ? null : prop;
  }

  async text(window: number, name: string): Promise<string | null> {
    const prop = await this.property(window, name);
    if (!prop) return null;
    // UTF8_STRING for the EWMH names, Latin-1 (STRING) for the ICCCM ones.
    const utf8 = prop.type === (await this.atom('UTF8_STRING'));
    return prop.data.toString(utf8 ? 'utf8' : 'latin1');
  }

  inputFocus(): Promise<number> {
    return call<{ focus: number }>((done) => this.client.GetInputFocus(done)).then((reply) => reply.focus);
  }

  tree(window: number) {
    return call<{ root: number; parent: number; children: number[] }>((done) => this.client.QueryTree(window, done));
  }

  /**
   * The whole root window — every monitor of the screen — as RGB bytes, read in strips of rows.
   * Only 24- and 32-bit TrueColor (four bytes per pixel, blue first), what every current X server
   * and Xvfb with depth 24 give.
   */
  async rootPixels(): Promise<{ width: number; height: number; rgb: Buffer }> {
    const { width, height } = this;
    const rgb = Buffer.alloc(width * height * 3);
    const rowsPerStrip = Math.max(1, Math.floor(STRIP_BYTES / (width * 4)));
    for (let top = 0; top < height; top += rowsPerStrip) {
      const rows = Math.min(rowsPerStrip, height - top);
      const image = await call<{ depth: number; data: Buffer }>((done) =>
        this.client.GetImage(Z_PIXMAP, this.root, 0, top, width, rows, 0xffffffff, done),
      );
      if (image.data.length < width * rows * 4)
        throw new Error(
          `unsupported screen format: depth ${image.depth}, ${image.data.length} bytes for ${width}×${rows}`,
        );
      for (let i = 0, o = top * width * 3; i < width * rows * 4; i += 4, o += 3) {
        rgb[o] = image.data[i + 2]!;
        rgb[o + 1] = image.data[i + 1]!;
        rgb[o + 2] = image.data[i]!;
      }
    }
    return { width, height, rgb };
  }

  /** Milliseconds since the last keyboard or mouse input, and whether the screen saver (or a locker using it) is on. */
  async idle(): Promise<{ idleMs: number; screenSaverOn: boolean }> {
    const saver = await call<ScreenSaverExtension>((done) => this.client.require('screen-saver', done));
    const info = await call<{ idle: number; state: number }>((done) => saver.QueryInfo(this.root, done));
    return { idleMs: info.idle, screenSaverOn: info.state === 1 };
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, 1000);
      this.client.close(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

/** What the input recorder counted: events, never which key or where. */
interface InputTick {
  at: number;
  kind: 'keyboard' | 'mouse';
}

/**
 * Counts keyboard and mouse events of every client with the RECORD extension, on a connection of
 * its own. Only the event type is read from each recorded event: no key code, no position.
 */
export async function recordInput(display: string, onInput: (kind: InputTick['kind']) => void) {
  const control = await connect(display);
  const data = await connect(display);
  const recordOf = (client: XClient) => call<RecordExtension>((done) => client.require('record', done));
  const controlRecord = await recordOf(control.client);
  const dataRecord = await recordOf(data.client);
  const context = control.client.AllocID();
  controlRecord.CreateContext(
    context,
    0,
    [controlRecord.CS.AllClients],
    [{ deviceEvents: { first: KEY_PRESS, last: MOTION_NOTIFY } }],
  );
  // A round trip, so the context exists before the other connection enables it.
  await call<unknown>((done) => control.client.GetInputFocus(done));
  dataRecord.EnableContext(
    context,
    (reply: { category: number; data: Buffer }) => {
      if (reply.category !== 0) return; // FromServer: the recorded events
      for (let at = 0; at + 32 <= reply.data.length; at += 32) {
        const type = reply.data[at]! & 0x7f;
        if (type === KEY_PRESS) onInput('keyboard');
        else if (type === BUTTON_PRESS || type === MOTION_NOTIFY) onInput('mouse');
      }
    },
    () => undefined,
  );
  return {
    async stop() {
      controlRecord.DisableContext(context);
      controlRecord.FreeContext(context);
      await new X11Session(control).close();
      await new X11Session(data).close();
    },
  };
}
