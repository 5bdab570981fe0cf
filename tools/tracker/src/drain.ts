/**
 * Where screenshots come from besides the screen (an image file, a generated PNG for `--simulate`),
 * and sending the disk queue, oldest first.
 */
import { readFile } from 'node:fs/promises';
import { ApiError, type PunchclockApi } from './api.js';
import { failureAction } from './backoff.js';
import { syntheticScreenshot } from './png.js';
import { nextSend, type DiskQueue, type QueueItem, type ScreenshotMeta } from './queue.js';

type Log = (message: string) => void;

/** Where screenshots come from: the screen, an image file, or a generated PNG (`--simulate`). */
export interface ScreenshotSource {
  capture(): Promise<{ image: Buffer; contentType: ScreenshotMeta['contentType'] }>;
}

export function fileScreenshots(file: string): ScreenshotSource {
  const contentType: ScreenshotMeta['contentType'] = /\.jpe?g$/i.test(file)
    ? 'image/jpeg'
    : /\.webp$/i.test(file)
      ? 'image/webp'
      : 'image/png';
  return { capture: async () => ({ image: await readFile(file), contentType }) };
}

export function generatedScreenshots(): ScreenshotSource {
  let seed = 0;
  return { capture: async () => ({ image: syntheticScreenshot(seed++), contentType: 'image/png' }) };
}

/** What one pass over the queue did: everything sent, or stopped at a failure worth retrying. */
type DrainOutcome =
  { sent: number; dropped: number; stalled: null } | { sent: number; dropped: number; stalled: ApiError };

/**
 * Sends the queue oldest first until it is empty or a request fails in a way worth retrying.
 * A batch's items all leave the queue once it is answered: CREATED and REPLAYED are stored,
 * REJECTED will be refused again (logged). A request refused whole with a 4xx is dropped (logged)
 * so it cannot block the queue for ever; no answer, 5xx and 429 leave it in place for a retry
 * of the very same request, which the server answers REPLAYED for what it stored the first time.
 */
export async function drainQueue(api: PunchclockApi, queue: DiskQueue, log: Log): Promise<DrainOutcome> {
  let sent = 0;
  let dropped = 0;
  for (;;) {
    const next = nextSend(await queue.list());
    if (!next) return { sent, dropped, stalled: null };
    const items: QueueItem[] = next.kind === 'slots' ? next.items : [next.item];
    try {
      if (next.kind === 'screenshot') {
        const meta = next.item.screenshot;
        await api.uploadScreenshot(
          {
            clientId: meta.clientId,
            capturedAt: meta.capturedAt,
            projectId: meta.projectId,
            slotClientId: meta.slotClientId,
            captureRequestId: meta.captureRequestId,
          },
          await readFile(queue.imagePath(meta)),
          meta.contentType,
        );
        log(
          `screenshot ${meta.clientId} uploaded${meta.captureRequestId ? ` (live capture ${meta.captureRequestId})` : ''}`,
        );
      } else if (next.items.length === 1) {
        const answer = await api.uploadSlot(next.items[0]!.slot);
        log(`slot ${next.items[0]!.slot.startTime} ${answer.replayed ? 'replayed' : 'stored'}`);
      } else {
        const answer = await api.uploadBatch(next.items.map((item) => item.slot));
        for (const result of answer.results)
          if (result.status === 'REJECTED') log(`slot ${result.clientId} rejected: ${result.error?.message ?? ''}`);
        log(
          `batch of ${next.items.length}: ${answer.created} created, ${answer.replayed} replayed, ${answer.rejected} rejected`,
        );
      }
      sent += items.length;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const action = failureAction(error.status);
      if (action !== 'drop') return { sent, dropped, stalled: error };
      log(`dropped ${items.length} queued item(s): ${error.message}`);
      dropped += items.length;
    }
    await queue.remove(items);
  }
}
