/**
 * WebP settings of stored images. Effort 1 (of 0–6) encodes a 1080p screen about 2.5 times faster
 * than the default 4 for files a few percent larger (measured in bench:screenshots' image).
 */
export const IMAGE_WEBP = { quality: 80, effort: 1 } as const;
export const THUMBNAIL_WEBP = { quality: 70, effort: 1 } as const;

/** Width of a thumbnail: about 320 pixels, never larger than the image. */
export const THUMBNAIL_WIDTH = 320;

/**
 * Blur strong enough that text of a screen at its size cannot be read back: the Gaussian sigma
 * grows with the width (a 1920-pixel screen gets 16), never below 8.
 */
export function blurSigmaFor(width: number): number {
  return Math.max(8, Math.round(width / 120));
}

/**
 * Seconds an upload's image work may take in all (checking, re-encoding, blurring, thumbnail);
 * each sharp pipeline gets what is left, so no upload holds a processing slot longer.
 */
export const IMAGE_WORK_SECONDS = 5;

/** Places in the queue per processing slot: bodies are read into memory only by holders of a place. */
export const QUEUE_PLACES_PER_SLOT = 4;

/** A place in a Gate: held from before the upload's body is read until its image work is done. */
interface GatePlace {
  /** Runs `task` once a processing slot is free (at most `concurrency` tasks at once). */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Gives the place back; idempotent. */
  leave(): void;
}

/**
 * Places for uploads (processing or waiting for a slot), bounded so that the bodies they hold in
 * memory are bounded: `enter` answers null when all are taken, before a byte of a body is read.
 */
export class Gate {
  private placesTaken = 0;
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(
    private readonly concurrency: number,
    private readonly places: number,
  ) {}

  /** Uploads being processed, waiting for a slot, and holding a place (the metrics' image queue). */
  load() {
    return { running: this.running, waiting: this.waiting.length, places: this.placesTaken };
  }

  /** A place, or null when all are taken: the caller answers 503 instead of reading another body. */
  enter(): GatePlace | null {
    if (this.placesTaken >= this.places) return null;
    this.placesTaken += 1;
    let held = true;
    return {
      run: (task) => this.runInSlot(task),
      leave: () => {
        if (!held) return;
        held = false;
        this.placesTaken -= 1;
      },
    };
  }

  private async runInSlot<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
