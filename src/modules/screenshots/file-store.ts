import { randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/index.js';
import type { ObjectStorage } from '../../platform/storage/index.js';
import type { ProcessedImage } from './image.js';
import { clearJournal, journalKeys, keysToSweep } from './screenshots.repository.js';

/** An upload that died between writing its files and committing its row leaves them this long. */
const PENDING_GRACE_MS = 15 * 60 * 1000;
const SWEEP_BATCH = 200;

interface StoredFile {
  key: string;
  body: Buffer;
  contentType: string;
}

/**
 * The screenshots' files and the journal that keeps them consistent with the rows across crashes:
 * files are written under keys first journaled PENDING (committed before the write), the row that
 * references them is committed together with clearing that journal entry, and a row that lets go
 * of keys journals them DELETE in its own transaction. Whatever dies in between, the sweeper
 * finds the keys in the journal and removes the files: no orphan file, no row without its file.
 */
export function createFileStore(db: Db, storage: ObjectStorage, clock: Clock) {
  return {
    storage,

    /** A fresh server-chosen key under the organization and screenshot. */
    keyFor(orgId: string, screenshotId: string, kind: 'image' | 'thumbnail') {
      return `${orgId}/${screenshotId}/${kind}-${randomBytes(8).toString('hex')}.webp`;
    },

    /** Journals the keys PENDING, then writes the files. The caller commits its row with `clearJournal`. */
    async write(orgId: string, files: StoredFile[]) {
      await journalKeys(
        db,
        orgId,
        files.map((file) => file.key),
        'PENDING',
        clock.now(),
      );
      await Promise.all(files.map((file) => storage.put(file.key, file.body, file.contentType)));
    },

    /**
     * Writes a processed screenshot's image and thumbnail under fresh keys (journaled PENDING);
     * the caller points its row at them and clears the journal in one transaction.
     */
    async writeImages(orgId: string, screenshotId: string, processed: ProcessedImage) {
      const imageKey = this.keyFor(orgId, screenshotId, 'image');
      const thumbnailKey = this.keyFor(orgId, screenshotId, 'thumbnail');
      await this.write(orgId, [
        { key: imageKey, body: processed.image, contentType: processed.contentType },
        { key: thumbnailKey, body: processed.thumbnail, contentType: processed.contentType },
      ]);
      return { imageKey, thumbnailKey, keys: [imageKey, thumbnailKey] };
    },

    clearJournal,

    /** Removes the files of DELETE keys and of PENDING keys past the grace period; returns how many. */
    async sweep(): Promise<number> {
      let removed = 0;
      for (;;) {
        const keys = await keysToSweep(db, new Date(clock.now().getTime() - PENDING_GRACE_MS), SWEEP_BATCH);
        for (const { key } of keys) {
          await storage.delete(key);
          await clearJournal(db, [key]);
          removed += 1;
        }
        if (keys.length < SWEEP_BATCH) return removed;
      }
    },

    /** Removes the files of just these keys now (after a delete or blur committed); the sweeper retries failures. */
    async removeNow(keys: string[]) {
      for (const key of keys) {
        await storage.delete(key);
        await clearJournal(db, [key]);
      }
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
