/** The part of the `x11` package (a pure-JavaScript X11 protocol client, no types of its own) the tracker uses. */
declare module 'x11' {
  type Callback<T> = (error: Error | null, value: T) => void;

  export interface XScreen {
    root: number;
    pixel_width: number;
    pixel_height: number;
    white_pixel: number;
    black_pixel: number;
  }

  export interface XDisplay {
    client: XClient;
    screen: XScreen[];
  }

  export interface XEvent {
    name?: string;
    type: number;
  }

  export interface ScreenSaverExtension {
    QueryInfo(drawable: number, callback: Callback<{ state: number; idle: number }>): void;
  }

  export interface RecordExtension {
    CS: { CurrentClients: number; FutureClients: number; AllClients: number };
    CreateContext(
      context: number,
      elementHeader: number,
      clientSpecs: number[],
      ranges: Array<{ deviceEvents?: { first: number; last: number } }>,
    ): void;
    EnableContext(
      context: number,
      onData: (reply: { category: number; data: Buffer }) => void,
      callback: (error: Error | null) => void,
    ): void;
    DisableContext(context: number): void;
    FreeContext(context: number): void;
  }

  export interface XClient {
    AllocID(): number;
    InternAtom(onlyIfExists: boolean, name: string, callback: Callback<number>): void;
    GetProperty(
      remove: number,
      window: number,
      property: number,
      type: number,
      longOffset: number,
      longLength: number,
      callback: Callback<{ type: number; format: number; bytesAfter: number; data: Buffer }>,
    ): void;
    GetInputFocus(callback: Callback<{ focus: number; revertTo: number }>): void;
    QueryTree(window: number, callback: Callback<{ root: number; parent: number; children: number[] }>): void;
    GetImage(
      format: number,
      drawable: number,
      x: number,
      y: number,
      width: number,
      height: number,
      planeMask: number,
      callback: Callback<{ depth: number; visualId: number; data: Buffer }>,
    ): void;
    CreateWindow(
      id: number,
      parent: number,
      x: number,
      y: number,
      width: number,
      height: number,
      borderWidth: number,
      depth: number,
      windowClass: number,
      visual: number,
      values: Record<string, number>,
    ): void;
    ChangeProperty(
      mode: number,
      window: number,
      property: number,
      type: number,
      format: number,
      data: Buffer | string,
    ): void;
    MapWindow(window: number): void;
    CreateGC(id: number, drawable: number, values: Record<string, number>): void;
    ChangeGC(id: number, values: Record<string, number>): void;
    PolyFillRectangle(drawable: number, gc: number, rectangles: number[]): void;
    SetInputFocus(window: number, revertTo: number): void;
    require(extension: 'screen-saver', callback: Callback<ScreenSaverExtension>): void;
    require(extension: 'record', callback: Callback<RecordExtension>): void;
    close(callback?: () => void): void;
    terminate?(): void;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: 'event', listener: (event: XEvent) => void): this;
    on(event: 'end' | 'close', listener: () => void): this;
  }

  export function createClient(options: { display?: string }, callback: Callback<XDisplay>): XClient;
  const x11: { createClient: typeof createClient };
  export default x11;
}
