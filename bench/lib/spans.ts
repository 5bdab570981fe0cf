const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** The seed leaves 20:00–06:00 UTC free every night (bench/lib/seed.ts). */
const NIGHT_START_MS = 20 * 60 * MINUTE_MS;
const SPAN_MS = 2 * MINUTE_MS;
const SPANS_PER_NIGHT = (10 * 60 * MINUTE_MS) / SPAN_MS;

export interface Span {
  /** Index of the member (in the seeded order) whose time this is. */
  member: number;
  start: Date;
  end: Date;
}

/**
 * Hands out time spans that POST /time/manual accepts: members in turn, each getting the next
 * free 2-minute span of their own, in the nights the seed left empty, from the night before
 * yesterday backwards. No span overlaps another entry of its member, and none ends
 * after today 06:00 UTC, so none is in the future: the write load gets no 409 and no 422.
 */
export class SpanAllocator {
  private calls = 0;
  private readonly perMember: number[];
  private readonly today: number;

  constructor(
    private readonly memberCount: number,
    now: Date,
    /** Nights available: as many days as were seeded, less the two newest. */
    private readonly nights: number,
  ) {
    this.perMember = Array.from({ length: memberCount }, () => 0);
    this.today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  }

  next(): Span {
    const member = this.calls++ % this.memberCount;
    const index = this.perMember[member]!++;
    const night = 2 + Math.floor(index / SPANS_PER_NIGHT);
    if (night - 2 >= this.nights) throw new Error(`member ${member} has no free span left`);
    const start = new Date(this.today - night * DAY_MS + NIGHT_START_MS + (index % SPANS_PER_NIGHT) * SPAN_MS);
    return { member, start, end: new Date(start.getTime() + SPAN_MS) };
  }
}
