/**
 * Screen capture through the cross-platform library node-screenshots (napi-rs: a prebuilt native
 * part per system, no install script), used on macOS and Windows, where the tracker has no X11.
 * Every monitor is captured and the pictures are laid out by the monitors' positions in one
 * picture, as the X11 root window shows them. The library is loaded only when asked for, so a
 * machine without it (or without its native part) still tracks time.
 */

/** What the tracker uses of node-screenshots' `Monitor` (a test passes plain objects). */
export interface LibraryMonitor {
  x(): number;
  y(): number;
  width(): number;
  height(): number;
  captureImage(): Promise<{ readonly width: number; readonly height: number; toRaw(): Promise<Buffer> }>;
}

/** Lists the monitors now (they come and go). */
export type ListMonitors = () => LibraryMonitor[];

/** node-screenshots' monitor list, loaded now; throws when the library or its native part is missing. */
export async function loadNodeScreenshots(): Promise<ListMonitors> {
  const { Monitor } = await import('node-screenshots');
  return () => Monitor.all();
}

/**
 * All the monitors in one RGB picture: the bounding box of their positions, each monitor's pixels
 * at its offset, black where no monitor is. A monitor whose picture has more pixels than its size
 * in points (a Retina display) sets the scale of the whole picture, so nothing is shrunk.
 */
export async function captureMonitors(
  monitors: LibraryMonitor[],
): Promise<{ width: number; height: number; rgb: Buffer }> {
  if (monitors.length === 0) throw new Error('no monitor to capture');
  const shots = await Promise.all(
    monitors.map(async (monitor) => {
      const image = await monitor.captureImage();
      return { x: monitor.x(), y: monitor.y(), points: monitor.width(), image, rgba: await image.toRaw() };
    }),
  );
  const left = Math.min(...shots.map((shot) => shot.x));
  const top = Math.min(...shots.map((shot) => shot.y));
  const scale = Math.max(1, ...shots.map((shot) => shot.image.width / Math.max(1, shot.points)));
  const placed = shots.map((shot) => ({
    ...shot,
    left: Math.round((shot.x - left) * scale),
    top: Math.round((shot.y - top) * scale),
  }));
  const width = Math.max(...placed.map((shot) => shot.left + shot.image.width));
  const height = Math.max(...placed.map((shot) => shot.top + shot.image.height));
  const rgb = Buffer.alloc(width * height * 3);
  for (const shot of placed) {
    const { width: w, height: h } = shot.image;
    if (shot.rgba.length < w * h * 4)
      throw new Error(`a monitor's picture has ${shot.rgba.length} bytes for ${w}×${h}`);
    for (let row = 0; row < h; row++)
      for (let column = 0, i = row * w * 4, o = ((shot.top + row) * width + shot.left) * 3; column < w; column++) {
        rgb[o++] = shot.rgba[i++]!;
        rgb[o++] = shot.rgba[i++]!;
        rgb[o++] = shot.rgba[i++]!;
        i++; // alpha
      }
  }
  return { width, height, rgb };
}
