import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskQueue, nextSend, type QueueItem } from './queue.js';
import type { SlotBody } from './slots.js';

const slotBody = (minute: number): SlotBody => ({
  clientId: `slot-${minute}`,
  startTime: new Date(Date.UTC(2026, 10, 18, 9, minute)).toISOString(),
  endTime: new Date(Date.UTC(2026, 10, 18, 9, minute + 10)).toISOString(),
  keyboardSeconds: 1,
  mouseSeconds: 1,
  activeSeconds: 1,
  applications: [],
  urls: [],
});
const slot = (seq: number): QueueItem => ({ seq, kind: 'slot', slot: slotBody(seq) });
const shot = (seq: number): QueueItem => ({
  seq,
  kind: 'screenshot',
  screenshot: { clientId: `shot-${seq}`, capturedAt: '2026-11-18T09:00:00Z', file: 'x.png', contentType: 'image/png' },
});

describe('nextSend', () => {
  it('sends the slots at the head as one batch, stopping at a screenshot to keep the order', () => {
    const items = [slot(1), slot(2), shot(3), slot(4)];
    expect(nextSend(items)).toEqual({ kind: 'slots', items: [slot(1), slot(2)] });
    expect(nextSend(items.slice(2))).toEqual({ kind: 'screenshot', item: shot(3) });
    expect(nextSend([])).toBeNull();
  });

  it('cuts batches at the largest size the server takes', () => {
    const items = Array.from({ length: 250 }, (_, index) => slot(index + 1));
    const next = nextSend(items);
    expect(next?.kind === 'slots' && next.items.map((item) => item.seq)).toEqual(
      Array.from({ length: 100 }, (_, index) => index + 1),
    );
  });
});

describe('DiskQueue', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('keeps items in the order they were queued, across instances (a restart), until removed', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tracker-queue-'));
    const queue = new DiskQueue(dir);
    for (let minute = 0; minute < 12; minute++) await queue.pushSlot(slotBody(minute));
    await queue.pushScreenshot(
      { clientId: 'shot', capturedAt: '2026-11-18T09:00:00Z', contentType: 'image/png' },
      Buffer.from('png'),
    );
    const reopened = new DiskQueue(dir);
    const items = await reopened.list();
    expect(items.map((item) => (item.kind === 'slot' ? item.slot.clientId : item.screenshot.clientId))).toEqual([
      ...Array.from({ length: 12 }, (_, minute) => `slot-${minute}`),
      'shot',
    ]);
    await reopened.remove(items.slice(0, 12));
    await reopened.pushSlot(slotBody(30));
    const left = await queue.list();
    expect(left.map((item) => item.seq)).toEqual([13, 14]);
    await queue.remove(left);
    expect(await readdir(path.join(dir, 'queue'))).toEqual([]);
  });

  it('numbers items pushed at the same moment one after the other', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tracker-queue-'));
    const queue = new DiskQueue(dir);
    await Promise.all(Array.from({ length: 8 }, (_, minute) => queue.pushSlot(slotBody(minute))));
    expect((await queue.list()).map((item) => item.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
