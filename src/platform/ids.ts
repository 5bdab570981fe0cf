import { randomFillSync } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';

/**
 * Random bytes for ids, drawn from the CSPRNG 4 KB at a time: every request gets an id (its
 * request id) and `uuid` asks the CSPRNG for 16 bytes per call, a cost that showed in profiles.
 */
const pool = new Uint8Array(4096);
let used = pool.length;

function randomBytes16(): Uint8Array {
  if (used + 16 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const bytes = pool.subarray(used, used + 16);
  used += 16;
  return bytes;
}

/** uuid's own UUIDv7 state (its v7 keeps it only when it draws the random bytes itself). */
const state = { msecs: -Infinity, seq: 0 };

/** Time-ordered UUIDv7: ids sort by creation, which keeps b-tree inserts local. */
export function newId(): string {
  const random = randomBytes16();
  const now = Date.now();
  if (now > state.msecs) {
    // A new millisecond: the counter starts at a random 31-bit value, as uuid's v7 does.
    state.seq = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
    state.msecs = now;
  } else {
    // The same millisecond (or the clock went back): count on, so ids stay strictly increasing.
    state.seq = (state.seq + 1) | 0;
    if (state.seq === 0) state.msecs++;
  }
  return uuidv7({ random, msecs: state.msecs, seq: state.seq });
}
