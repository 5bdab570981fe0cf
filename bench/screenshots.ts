/**
 * Screenshot benchmark (`npm run bench:screenshots`), issue 9:
 *
 * - uploads per second through POST /screenshots (multipart, content check, WebP re-encoding,
 *   thumbnail, file store and journal, record), next to a baseline measured in the same run: sharp
 *   alone doing the same image work on the same image in this process;
 * - blurs per second through PATCH /screenshots/{id}/blur (read the stored image, blur, re-encode,
 *   thumbnail, swap files), next to sharp alone blurring the same stored image;
 * - uploads per second while two other clients keep sending animated WebPs of many tiny frames
 *   (issue 15: they once kept a core busy for minutes each), next to the uploads alone.
 *
 * The image is a 1920×1080 screen-like PNG. The server runs as in production (dist/main.js, its
 * own process) on an embedded database, or DATABASE_URL's server. See docs/performance.md.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { API, login, tenantHeaders } from './lib/api.js';
import { loadOptionsFromEnv, measureLoop, type Summary } from './lib/measure.js';
import { formatTable, ratio } from './lib/report.js';
import { seedOrganization } from './lib/seed.js';
import { statusOf } from './lib/entry.js';
import { printMachine, runDataBenchmark, type BenchRun } from './lib/harness.js';
import { blurSigmaFor, IMAGE_WEBP, THUMBNAIL_WEBP, THUMBNAIL_WIDTH } from '../src/modules/screenshots/image.rules.js';

const options = loadOptionsFromEnv();
/** As many callers as the server processes images at once by default (SCREENSHOT_CONCURRENCY=2), plus one queued each. */
const CALLERS = 4;
const TRACKERS = 8;

/** A 1920×1080 "screen": window-like blocks with fine text-like stripes, compressing like a real screenshot. */
async function screen(): Promise<Buffer> {
  const width = 1920;
  const height = 1080;
  const pixels = Buffer.alloc(width * height * 3, 245);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const inText = y % 18 < 11 && (x * 7 + y * 3) % 13 < 6 && x % 640 > 40 && x % 640 < 600;
      const offset = (y * width + x) * 3;
      if (inText) pixels.fill(30, offset, offset + 3);
      else if (y < 40) pixels.fill(60 + (x % 640 === 0 ? 100 : 0), offset, offset + 3);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** An animated WebP of `frames` 16×16 noise frames (sharp cuts a tall image into pages). */
function animation(frames: number): Promise<Buffer> {
  const side = 16;
  const noise = Buffer.alloc(side * side * 3 * frames);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919 + (index >> 8)) & 255;
  return sharp(noise, { raw: { width: side, height: side * frames, channels: 3, pageHeight: side } })
    .webp({ effort: 0, quality: 1, loop: 0, delay: 1 })
    .toBuffer();
}
const HOSTILE_FRAMES = 20_000;
const HOSTILE_CLIENTS = 2;

/** What the server does to an upload's image, in this process: the same-run baseline. */
async function imageWork(image: Buffer, blur: boolean) {
  const open = () => sharp(image, { limitInputPixels: 40_000_000, failOn: 'truncated', sequentialRead: true });
  await sharp(image, { limitInputPixels: false }).metadata();
  let pipeline = open();
  if (blur) pipeline = pipeline.blur(blurSigmaFor(1920));
  const encoded = await pipeline.webp(IMAGE_WEBP).toBuffer();
  await sharp(encoded).resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp(THUMBNAIL_WEBP).toBuffer();
}

async function main(run: BenchRun): Promise<number> {
  printMachine(`${CALLERS} concurrent callers; ${options.warmupS}s warmup + ${options.durationS}s measured per target`);
  const { database } = await run.openDatabase(4);
  const seeded = await seedOrganization(
    database.db,
    { members: TRACKERS, projects: 1, days: 1, slotsPerDay: 1 },
    new Date(),
  );
  const punchclock = await run.startPunchclock();
  const trackers: Array<{ headers: Record<string, string>; projectId: string }> = [];
  for (const member of seeded.members)
    trackers.push({
      headers: tenantHeaders(
        await login(punchclock.baseUrl, member.email, seeded.password, seeded.orgId),
        seeded.orgId,
      ),
      projectId: member.projectId,
    });
  const manager = tenantHeaders(
    await login(punchclock.baseUrl, seeded.members[0]!.email, seeded.password, seeded.orgId),
    seeded.orgId,
  );

  const png = await screen();
  console.log(`image: 1920×1080 PNG, ${png.length.toLocaleString('en-US')} bytes\n`);
  const load = { ...options, connections: CALLERS };
  const results: Summary[] = [];
  const measured = async (name: string, call: () => Promise<unknown>) => {
    process.stderr.write(`measuring ${name} ...\n`);
    const result = await measureLoop(name, call, load);
    results.push(result);
    return result;
  };

  const uploaded: string[] = [];
  let next = 0;
  const post = (image: Buffer, type: string) => {
    const tracker = trackers[next++ % trackers.length]!;
    const form = new FormData();
    form.set('clientId', randomUUID());
    form.set('capturedAt', new Date().toISOString());
    form.set('projectId', tracker.projectId);
    form.set('image', new Blob([image], { type }), 'screen');
    return fetch(`${punchclock.baseUrl}${API}/screenshots`, { method: 'POST', headers: tracker.headers, body: form });
  };
  const upload = async () => {
    const response = await post(png, 'image/png');
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    uploaded.push(((await response.json()) as { data: { screenshot: { id: string } } }).data.screenshot.id);
  };

  const uploadBaseline = await measured('baseline: sharp alone, check + WebP + thumbnail', () => imageWork(png, false));
  const uploads = await measured('POST /screenshots (multipart, WebP, thumbnail, stored)', upload);
  const hostile = await animation(HOSTILE_FRAMES);
  let attacking = true;
  const attacker = async () => {
    while (attacking) {
      const response = await post(hostile, 'image/webp');
      if (response.status !== 415) throw new Error(`animation: ${response.status} ${await response.text()}`);
    }
  };
  const attackers = Array.from({ length: HOSTILE_CLIENTS }, attacker);
  const uploadsUnderAttack = await measured(
    `POST /screenshots while ${HOSTILE_CLIENTS} clients send ${HOSTILE_FRAMES}-frame animations (${hostile.length} bytes)`,
    upload,
  );
  attacking = false;
  await Promise.all(attackers);
  const stored = await (
    await fetch(`${punchclock.baseUrl}${API}/screenshots/${uploaded[0]}/image`, { headers: manager })
  ).arrayBuffer();
  const blurBaseline = await measured('baseline: sharp alone, blur + WebP + thumbnail', () =>
    imageWork(Buffer.from(stored), true),
  );
  // Blurring through the server is no faster than sharp alone, so this many sharp screenshots last the run.
  const needed = Math.ceil(blurBaseline.requestsPerSec * (options.warmupS + options.durationS) * 1.5) + CALLERS;
  process.stderr.write(`uploading ${Math.max(0, needed - uploaded.length)} more screenshots to blur ...\n`);
  while (uploaded.length < needed) await Promise.all(Array.from({ length: CALLERS }, upload));
  const blurs = await measured('PATCH /screenshots/{id}/blur', async () => {
    const id = uploaded.pop();
    if (!id) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      throw new Error('no unblurred screenshot left to blur');
    }
    const response = await fetch(`${punchclock.baseUrl}${API}/screenshots/${id}/blur`, {
      method: 'PATCH',
      headers: { ...manager, 'content-type': 'application/json' },
      body: JSON.stringify({ isBlurred: true }),
    });
    if (response.status !== 200) throw new Error(`blur: ${response.status} ${await response.text()}`);
  });

  const row = (result: Summary, baseline: Summary | null) => [
    result.name,
    result.requestsPerSec.toFixed(1),
    result.p50Ms.toFixed(1),
    result.p99Ms.toFixed(1),
    String(result.errors),
    baseline ? ratio(result.requestsPerSec, baseline.requestsPerSec) : '1.00x',
  ];
  console.log(
    formatTable(
      ['target', 'per second', 'p50 ms', 'p99 ms', 'errors', 'vs baseline'],
      [
        row(uploadBaseline, null),
        row(uploads, uploadBaseline),
        row(uploadsUnderAttack, uploads),
        row(blurBaseline, null),
        row(blurs, blurBaseline),
      ],
    ),
  );
  console.log('(the row under attack compares with the uploads alone, not with sharp alone)');
  return statusOf(results);
}

await runDataBenchmark(main);
