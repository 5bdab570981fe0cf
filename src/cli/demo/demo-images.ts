import sharp from 'sharp';

/** What a demo screen shows, so screenshots of one person's day look like different work. */
export type DemoScreen = 'editor' | 'design' | 'browser';

const WIDTH = 1280;
const HEIGHT = 800;

/** Lines of "text" as bars: no fonts needed, so the image is the same on every machine. */
function textBars(x: number, y: number, width: number, lines: number, seed: number, colors: readonly string[]) {
  let bars = '';
  for (let line = 0; line < lines; line++) {
    const indent = ((seed + line * 7) % 4) * 24;
    const length = 120 + ((seed * 31 + line * 53) % Math.max(1, width - 160 - indent));
    bars += `<rect x="${x + indent}" y="${y + line * 22}" width="${length}" height="10" rx="3" fill="${colors[(seed + line) % colors.length]}"/>`;
  }
  return bars;
}

function screenSvg(screen: DemoScreen, seed: number): string {
  const frame =
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#1f2430"/>` +
    `<rect width="${WIDTH}" height="36" fill="#2b3140"/>` +
    ['#ff5f57', '#febc2e', '#28c840']
      .map((color, i) => `<circle cx="${20 + i * 22}" cy="18" r="6" fill="${color}"/>`)
      .join('');
  const body =
    screen === 'editor'
      ? `<rect x="0" y="36" width="240" height="${HEIGHT - 36}" fill="#252a36"/>` +
        textBars(20, 60, 200, 30, seed, ['#5c6370']) +
        `<rect x="240" y="36" width="${WIDTH - 240}" height="${HEIGHT - 36}" fill="#282c34"/>` +
        textBars(280, 70, WIDTH - 320, 30, seed + 3, ['#c678dd', '#61afef', '#98c379', '#e5c07b', '#abb2bf'])
      : screen === 'design'
        ? `<rect x="0" y="36" width="${WIDTH}" height="${HEIGHT - 36}" fill="#e9ebef"/>` +
          `<rect x="${200 + (seed % 5) * 20}" y="110" width="720" height="560" rx="8" fill="#ffffff"/>` +
          `<rect x="${240 + (seed % 5) * 20}" y="150" width="640" height="180" rx="6" fill="hsl(${(seed * 47) % 360},70%,60%)"/>` +
          textBars(240 + (seed % 5) * 20, 360, 640, 10, seed, ['#9aa3b2', '#c3c9d4'])
        : `<rect x="0" y="36" width="${WIDTH}" height="44" fill="#f1f3f4"/>` +
          `<rect x="120" y="46" width="900" height="24" rx="12" fill="#ffffff"/>` +
          `<rect x="0" y="80" width="${WIDTH}" height="${HEIGHT - 80}" fill="#ffffff"/>` +
          textBars(160, 120, WIDTH - 320, 26, seed, ['#202124', '#5f6368', '#1a73e8']);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${frame}${body}</svg>`;
}

/** A screen-like PNG, as a desktop tracker would upload it. */
export function demoScreenImage(screen: DemoScreen, seed: number): Promise<Buffer> {
  return sharp(Buffer.from(screenSvg(screen, seed)))
    .png({ compressionLevel: 3 })
    .toBuffer();
}

/** The studio's logo: a rounded square with a geometric "N". */
export function demoLogo(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="360">' +
    '<rect width="360" height="360" rx="64" fill="#1d4ed8"/>' +
    '<path d="M96 268V92h44l80 112V92h44v176h-44l-80-112v112z" fill="#ffffff"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}
