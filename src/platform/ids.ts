import { randomFillSync } from 'node:crypto';

/**
 * Random bytes for ids, drawn from the CSPRNG 4 KB at a time: every request gets an id (its
 * request id), and a draw per id was a cost that showed in profiles.
 */
const pool = new Uint8Array(4096);
let used = pool.length;

/** Bytes of randomness an id takes: 31 bits start a millisecond's counter, 42 end the id. */
const RANDOM_BYTES = 10;

/** Where in the pool this id's random bytes start. */
function drawRandom(): number {
  if (used + RANDOM_BYTES > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const at = used;
  used += RANDOM_BYTES;
  return at;
}

/** Each byte as two lower-case hex digits. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** The last id's millisecond and counter (RFC 9562 §6.2, method 1: a counter seeded at random every millisecond). */
const state = { msecs: -Infinity, seq: 0 };

/**
 * Time-ordered UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, the version, a 31-bit counter that
 * starts at a random value each millisecond and counts on within it (so ids made in the same
 * millisecond still sort in the order they were made), the variant, then 42 random bits. The
 * layout is the one `uuid`'s v7 writes; formatting it here, from a table of hex pairs, costs half
 * of going through `uuid`'s options and byte array on every request.
 */
export function newId(): string {
  const at = drawRandom();
  const now = Date.now();
  if (now > state.msecs) {
    state.seq = ((pool[at]! & 0x7f) << 24) | (pool[at + 1]! << 16) | (pool[at + 2]! << 8) | pool[at + 3]!;
    state.msecs = now;
  } else {
    // The same millisecond (or the clock went back): count on, so ids stay strictly increasing.
    state.seq = (state.seq + 1) | 0;
    if (state.seq === 0) state.msecs++;
  }
  const { msecs, seq } = state;
  // The time's upper 32 bits and lower 16 (a millisecond count needs more bits than `|` keeps).
  const high = Math.floor(msecs / 0x10000);
  const low = msecs % 0x10000;
  // Version 7 and the counter's upper 12 bits; the variant and its next 14; its last 6 and 2 random bits.
  const versioned = 0x7000 | ((seq >>> 20) & 0x0fff);
  const varianted = 0x8000 | ((seq >>> 6) & 0x3fff);
  const tail = ((seq & 0x3f) << 2) | (pool[at + 4]! & 0x03);
  return (
    HEX[high >>> 24]! +
    HEX[(high >>> 16) & 0xff]! +
    HEX[(high >>> 8) & 0xff]! +
    HEX[high & 0xff]! +
    '-' +
    HEX[low >>> 8]! +
    HEX[low & 0xff]! +
    '-' +
    HEX[versioned >>> 8]! +
    HEX[versioned & 0xff]! +
    '-' +
    HEX[varianted >>> 8]! +
    HEX[varianted & 0xff]! +
    '-' +
    HEX[tail]! +
    HEX[pool[at + 5]!]! +
    HEX[pool[at + 6]!]! +
    HEX[pool[at + 7]!]! +
    HEX[pool[at + 8]!]! +
    HEX[pool[at + 9]!]!
  );
}
