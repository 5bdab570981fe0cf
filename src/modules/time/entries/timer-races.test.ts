import { describe, expect, it } from 'vitest';
import { castApp } from '../../../../test/support/cast-app.js';
import { addMember, type Actor } from '../../../../test/support/actors.js';
import { testClock } from '../../../../test/support/clock.js';
import type { EntryJson } from '../../../../test/support/time.js';

/**
 * Requests for one member's time sent at once. The races show mostly on PostgreSQL, where each
 * request has a connection of its own; run this file there too (see docs/time-tracking.md).
 */
const clock = testClock('2026-11-16T09:00:00Z');
const { t, cast } = await castApp({ clock });
const ROUNDS = 6;

const post = (actor: Actor, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: actor.headers, payload });

async function entriesOf(actor: Actor): Promise<EntryJson[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/time/entries?limit=200', headers: actor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items;
}

function overlaps(entries: EntryJson[], now: Date): Array<[string, string]> {
  const spans = entries.map((entry) => ({
    id: entry.id,
    start: Date.parse(entry.startTime),
    end: entry.endTime ? Date.parse(entry.endTime) : now.getTime(),
  }));
  const clashes: Array<[string, string]> = [];
  for (const a of spans)
    for (const b of spans) if (a.id < b.id && a.start < b.end && b.start < a.end) clashes.push([a.id, b.id]);
  return clashes;
}

async function startTimer(actor: Actor) {
  const started = await post(actor, '/time/timer/start');
  expect(started.statusCode, started.body).toBe(201);
  clock.advance(3600_000);
}

describe("concurrent changes to one member's running timer", () => {
  it('five stops at once: exactly one stops the timer, the others are told it is no longer running (409)', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    for (let round = 0; round < ROUNDS; round++) {
      await startTimer(person);
      const answers = await Promise.all(Array.from({ length: 5 }, () => post(person, '/time/timer/stop')));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, `round ${round}`).toEqual([200, 409, 409, 409, 409]);
      for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
        expect(answer.json()).toMatchObject({ success: false, code: 'NO_RUNNING_TIMER' });
      }
      clock.advance(60_000);
    }
    const entries = await entriesOf(person);
    expect(entries).toHaveLength(ROUNDS);
    expect(entries.every((entry) => !entry.isRunning)).toBe(true);
  });

  it('a stop and an idle split at once leave no overlap and no timer running', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    for (let round = 0; round < ROUNDS; round++) {
      await startTimer(person);
      const [stop, split] = await Promise.all([
        // The split may win and resume the timer now: keep it even though it is under the minimum.
        post(person, '/time/timer/stop', { ifShort: 'KEEP' }),
        post(person, '/time/idle-resolve', { action: 'SPLIT_OFFLINE', idleSeconds: 1800 }),
      ]);
      expect(stop.statusCode, stop.body).toBe(200);
      expect(split.statusCode, split.body).toBe(200);
      const entries = await entriesOf(person);
      expect(overlaps(entries, clock.now()), `round ${round}`).toEqual([]);
      // Whichever ran first, the stop ends whatever timer was running when it got its turn.
      expect(
        entries.filter((entry) => entry.isRunning),
        `round ${round}`,
      ).toEqual([]);
      clock.advance(60_000);
    }
  });

  it('an edit and a delete of the running entry at once: one wins, the other sees its result', async () => {
    const person = await addMember(t, cast.owner, 'MEMBER');
    for (let round = 0; round < ROUNDS; round++) {
      const started = await post(person, '/time/timer/start');
      const id = started.json().data.id as string;
      clock.advance(3600_000);
      const [edit, remove, stop] = await Promise.all([
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/time/entries/${id}`,
          headers: person.headers,
          payload: { notes: `round ${round}` },
        }),
        t.app.inject({ method: 'DELETE', url: `/api/v1/time/entries/${id}`, headers: person.headers }),
        post(person, '/time/timer/stop'),
      ]);
      expect(remove.statusCode, remove.body).toBe(200);
      expect([200, 404]).toContain(edit.statusCode);
      expect([200, 409]).toContain(stop.statusCode);
      const entries = await entriesOf(person);
      expect(entries.filter((entry) => entry.id === id)).toEqual([]);
      expect(entries.filter((entry) => entry.isRunning)).toEqual([]);
      clock.advance(60_000);
    }
  });
});
