/**
 * The offline queue: what the tracker recorded and the server has not confirmed yet, one JSON file
 * per item in `<state>/queue`, named by a sequence number so the order survives a restart. Items
 * are sent oldest first; an item leaves the queue only once the server answered it for good.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SlotBody } from './slots.js';

export interface ScreenshotMeta {
  clientId: string;
  capturedAt: string;
  projectId?: string;
  slotClientId?: string;
  captureRequestId?: string;
  /** The image's file name in the queue directory, and its type. */
  file: string;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
}

export type QueueItem =
  { seq: number; kind: 'slot'; slot: SlotBody } | { seq: number; kind: 'screenshot'; screenshot: ScreenshotMeta };

/** The largest batch POST /tracker/slots/batch takes. */
const MAX_BATCH = 100;

/**
 * The next request to send for a queue (pure): the consecutive slots at its head, up to a full
 * batch, or the screenshot at its head alone. Stopping the batch at a screenshot keeps the order
 * the tracker recorded things in (a screenshot goes after the slot it was taken in).
 */
export function nextSend(
  items: QueueItem[],
  maxBatch = MAX_BATCH,
):
  | { kind: 'slots'; items: Array<Extract<QueueItem, { kind: 'slot' }>> }
  | { kind: 'screenshot'; item: Extract<QueueItem, { kind: 'screenshot' }> }
  | null {
  const [head] = items;
  if (!head) return null;
  if (head.kind === 'screenshot') return { kind: 'screenshot', item: head };
  const slots: Array<Extract<QueueItem, { kind: 'slot' }>> = [];
  for (const item of items) {
    if (item.kind !== 'slot' || slots.length === maxBatch) break;
    slots.push(item);
  }
  return { kind: 'slots', items: slots };
}

const NAME = /^(\d{12})\.json$/;

export class DiskQueue {
  private readonly dir: string;
  /** Pushes one at a time: two at once (a slot ending while a live capture arrives) would take the same number. */
  private pushing: Promise<unknown> = Promise.resolve();

  constructor(stateDir: string) {
    this.dir = path.join(stateDir, 'queue');
  }

  /** Items in order (by sequence number). */
  async list(): Promise<QueueItem[]> {
    await mkdir(this.dir, { recursive: true });
    const names = (await readdir(this.dir)).filter((name) => NAME.test(name)).sort();
    const items: QueueItem[] = [];
    for (const name of names) items.push(JSON.parse(await readFile(path.join(this.dir, name), 'utf8')) as QueueItem);
    return items;
  }

  async pushSlot(slot: SlotBody): Promise<QueueItem> {
    return this.push({ kind: 'slot', slot });
  }

  /** Queues a screenshot with its image, copied into the queue so it survives a restart. */
  async pushScreenshot(meta: Omit<ScreenshotMeta, 'file'>, image: Buffer): Promise<QueueItem> {
    await mkdir(this.dir, { recursive: true });
    const file = `${meta.clientId}.${meta.contentType.split('/')[1]}`;
    await writeFile(path.join(this.dir, file), image);
    return this.push({ kind: 'screenshot', screenshot: { ...meta, file } });
  }

  imagePath(meta: ScreenshotMeta): string {
    return path.join(this.dir, meta.file);
  }

  async remove(items: QueueItem[]): Promise<void> {
    for (const item of items) {
      await rm(path.join(this.dir, fileName(item.seq)), { force: true });
      if (item.kind === 'screenshot') await rm(this.imagePath(item.screenshot), { force: true });
    }
  }

  private push(
    item: { kind: 'slot'; slot: SlotBody } | { kind: 'screenshot'; screenshot: ScreenshotMeta },
  ): Promise<QueueItem> {
    const pushed = this.pushing.then(() => this.append(item));
    this.pushing = pushed.catch(() => undefined);
    return pushed;
  }

  private async append(
    item: { kind: 'slot'; slot: SlotBody } | { kind: 'screenshot'; screenshot: ScreenshotMeta },
  ): Promise<QueueItem> {
    await mkdir(this.dir, { recursive: true });
    const last = (await readdir(this.dir))
      .filter((name) => NAME.test(name))
      .sort()
      .at(-1);
    const seq = (last ? Number(NAME.exec(last)![1]) : 0) + 1;
    const full = { seq, ...item };
    // Written whole then renamed: a crash never leaves half an item that would block the queue.
    const target = path.join(this.dir, fileName(seq));
    await writeFile(`${target}.tmp`, JSON.stringify(full));
    await rename(`${target}.tmp`, target);
    return full;
  }
}

function fileName(seq: number): string {
  return `${String(seq).padStart(12, '0')}.json`;
}
