// `npm run web:icons`: rasterises web/public/icons/icon.svg into the PNG sizes phones and browsers
// ask for (committed, so a build needs no image work). The maskable icon keeps the art inside the
// safe zone (the centre 80%) on a full-bleed background, as Android crops it to any shape.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const svg = await readFile(path.join(folder, 'icon.svg'));
const BACKGROUND = '#1f4e79';

const plain = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  { file: 'apple-touch-icon.png', size: 180 },
];
for (const { file, size } of plain) {
  await sharp(svg, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(folder, file));
}

const maskableSize = 512;
const art = await sharp(svg, { density: 300 })
  .resize(Math.round(maskableSize * 0.8))
  .png()
  .toBuffer();
await sharp({ create: { width: maskableSize, height: maskableSize, channels: 4, background: BACKGROUND } })
  .composite([{ input: art, gravity: 'center' }])
  .png({ compressionLevel: 9 })
  .toFile(path.join(folder, 'icon-maskable-512.png'));

process.stdout.write(`Wrote ${plain.length + 1} icons to ${path.relative(process.cwd(), folder)}\n`);
