import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { actorHeaders, type Actor } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { testClock } from '../../../test/support/clock.js';
import { createProject } from '../../../test/support/projects.js';
import { access } from '../auth/access.js';
import { rowsOf } from '../db/rows.js';
import { fingerprintOf } from '../idempotency/rules.js';
import { purgeExpiredIdempotencyKeys } from '../idempotency/store.js';
import { defineRoute } from './route.js';

const HOUR = 60 * 60 * 1000;
const clock = testClock('2026-11-18T12:00:00Z');

/** A create route the test holds open: each run waits for the gate, then answers its run number. */
let gate: Promise<void> = Promise.resolve();
let runs = 0;
const { t, cast } = await castApp({
  clock,
  beforeReady: (app) =>
    app.register(
      async (api) => {
        defineRoute(api, {
          method: 'POST',
          url: '/test/gated',
          operationId: 'testGatedCreate',
          tags: ['Test'],
          summary: 'Creates a run once the gate opens',
          access: access.tenant(),
          body: z.object({ label: z.string() }),
          successStatus: 201,
          response: z.object({ run: z.number(), label: z.string() }),
          handler: async ({ body }) => {
            const run = ++runs;
            await gate;
            return { run, label: body.label };
          },
        });
      },
      { prefix: '/api/v1' },
    ),
});

type Headers = Record<string, string>;
/** A JSON POST (an object, or JSON text as a client wrote it), with the key when one is given. */
const post = (headers: Headers, url: string, payload: object | string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: {
      ...headers,
      'content-type': 'application/json',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload,
  });

const projectBody = (code: string) => ({
  name: `Project ${code}`,
  clientName: 'Client Co',
  code,
  totalBudget: 1000,
  screenshotIntervalMins: 10,
});

async function projectsWithCode(actor: Actor, code: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from projects where org_id = ${actor.orgId} and code = ${code}`,
    ),
  );
  return row!.n;
}

const uniqueCode = () => `I-${randomUUID().slice(0, 8).toUpperCase()}`;

describe('Idempotency-Key on a create route', () => {
  it('answers the first success again to the same key and body, and creates one project', async () => {
    const code = uniqueCode();
    const key = randomUUID();
    const first = await post(cast.owner.headers, '/projects', projectBody(code), key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    // The same request, its keys in another order and spaced otherwise.
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(projectBody(code)).reverse()), null, 2);
    const again = await post(cast.owner.headers, '/projects', reordered, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await projectsWithCode(cast.owner, code)).toBe(1);

    // Without a key the same request runs again, and the code is taken.
    expect((await post(cast.owner.headers, '/projects', projectBody(code))).statusCode).toBe(409);
  });

  it('refuses the same key with another body (422 IDEMPOTENCY_KEY_REUSED) and creates nothing', async () => {
    const key = randomUUID();
    const code = uniqueCode();
    expect((await post(cast.owner.headers, '/projects', projectBody(code), key)).statusCode).toBe(201);
    const other = uniqueCode();
    const refused = await post(cast.owner.headers, '/projects', projectBody(other), key);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      success: false,
      code: 'IDEMPOTENCY_KEY_REUSED',
      error: 'Unprocessable Entity',
      message: 'This Idempotency-Key was used for another request',
      hint: expect.stringContaining('Send a new key for a new request') as string,
    });
    expect(await projectsWithCode(cast.owner, other)).toBe(0);
  });

  it('counts the path as part of the request: one key on two projects’ tasks is a reuse', async () => {
    const [one, two] = [await createProject(t, cast.owner), await createProject(t, cast.owner)];
    const key = randomUUID();
    const created = await post(cast.owner.headers, `/projects/${one.id}/tasks`, { name: 'Design' }, key);
    expect(created.statusCode, created.body).toBe(201);
    const elsewhere = await post(cast.owner.headers, `/projects/${two.id}/tasks`, { name: 'Design' }, key);
    expect(elsewhere.statusCode).toBe(422);
  });

  it('keeps keys apart per organization, per caller and per route', async () => {
    const key = randomUUID();
    const code = uniqueCode();
    const mine = await post(cast.owner.headers, '/projects', projectBody(code), key);
    expect(mine.statusCode).toBe(201);

    // Another organization, the same key and body: its own project, not the first one's answer.
    const theirs = await post(cast.outsider.headers, '/projects', projectBody(code), key);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
    expect(await projectsWithCode(cast.outsider, code)).toBe(1);

    // Another member of the same organization, the same key with another body: no 422, a project of their own.
    const colleague = await post(cast.admin.headers, '/projects', projectBody(uniqueCode()), key);
    expect(colleague.statusCode, colleague.body).toBe(201);
    expect(colleague.headers['idempotent-replayed']).toBeUndefined();

    // Another route, the same key.
    const client = await post(cast.owner.headers, '/clients', { name: `Client ${code}` }, key);
    expect(client.statusCode, client.body).toBe(201);
    expect(client.headers['idempotent-replayed']).toBeUndefined();
  });

  it('treats an API key as a caller of its own, which replays its own answers', async () => {
    const created = await post(cast.owner.headers, '/api-keys', { name: 'Importer' });
    expect(created.statusCode, created.body).toBe(201);
    const apiKey = actorHeaders(created.json().data.secret as string, cast.owner.orgId);
    const key = randomUUID();
    const code = uniqueCode();

    const first = await post(apiKey, '/projects', projectBody(code), key);
    expect(first.statusCode, first.body).toBe(201);
    const replayed = await post(apiKey, '/projects', projectBody(code), key);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json().data.id).toBe(first.json().data.id);

    // The key's own member, signed in, with the same Idempotency-Key: independent of the API key's.
    const signedIn = await post(cast.owner.headers, '/projects', projectBody(uniqueCode()), key);
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    expect(signedIn.headers['idempotent-replayed']).toBeUndefined();
  });

  it('replays an API key’s creation with its secret, kept sealed in the database', async () => {
    const key = randomUUID();
    const first = await post(cast.owner.headers, '/api-keys', { name: 'Once' }, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(cast.owner.headers, '/api-keys', { name: 'Once' }, key);
    expect(again.body).toBe(first.body);
    // The route's own headers are sent with the replay too.
    expect(again.headers['cache-control']).toBe('no-store');
    const secret = first.json().data.secret as string;
    const stored = rowsOf<{ response_body: string }>(
      await t.database.db.execute(sql`select response_body from idempotency_keys where key = ${key}`),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.response_body).not.toContain(secret);
    expect(stored[0]!.response_body).not.toContain('Once');
  });

  it('covers a route that opts in: a retried share answers the first link, which stays in force', async () => {
    const project = await createProject(t, cast.owner);
    const key = randomUUID();
    const first = await post(cast.owner.headers, `/projects/${project.id}/share`, {}, key);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await post(cast.owner.headers, `/projects/${project.id}/share`, {}, key);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.portalUrl).toBe(first.json().data.portalUrl);
    const shown = await t.app.inject({ url: `/api/v1/projects/${project.id}/share`, headers: cast.owner.headers });
    expect(shown.json().data.portalUrl).toBe(first.json().data.portalUrl);
  });

  it('keeps no refusal: a failed request’s key is free for its corrected retry', async () => {
    const taken = (await createProject(t, cast.owner)).code;
    const key = randomUUID();
    const refused = await post(cast.owner.headers, '/projects', projectBody(taken), key);
    expect(refused.statusCode).toBe(409);
    const corrected = await post(cast.owner.headers, '/projects', projectBody(uniqueCode()), key);
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key with 400 VALIDATION_ERROR and creates nothing', async () => {
    const code = uniqueCode();
    for (const key of ['two words', 'x'.repeat(256), 'naïve', 'a, b']) {
      const refused = await post(cast.owner.headers, '/projects', projectBody(code), key);
      expect(refused.statusCode, key).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(refused.json().details).toEqual([
        { field: 'headers.idempotency-key', message: 'must be 1 to 255 visible ASCII characters' },
      ]);
    }
    expect(await projectsWithCode(cast.owner, code)).toBe(0);
    const longest = await post(cast.owner.headers, '/projects', projectBody(code), 'k'.repeat(255));
    expect(longest.statusCode, longest.body).toBe(201);
  });
});

describe('Idempotency-Key under concurrency', () => {
  it('lets one of five identical requests create, and the other four answer its project', async () => {
    const key = randomUUID();
    const code = uniqueCode();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(cast.manager.headers, '/projects', projectBody(code), key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(await projectsWithCode(cast.manager, code)).toBe(1);
  });

  it('holds a second request until the first answers, then replays that answer', async () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const before = runs;
    const key = randomUUID();
    const first = post(cast.member.headers, '/test/gated', { label: 'a' }, key);
    const second = post(cast.member.headers, '/test/gated', { label: 'a' }, key);
    setTimeout(open, 100);
    const [one, two] = await Promise.all([first, second]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(runs - before).toBe(1);
    expect(two.body).toBe(one.body);
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_PROGRESS with Retry-After when the first request takes too long', async () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const key = randomUUID();
    const before = runs;
    // Sent (an injection starts when awaited), and running, before the second request comes.
    const first = Promise.resolve(post(cast.member.headers, '/test/gated', { label: 'slow' }, key));
    await vi.waitFor(() => expect(runs).toBe(before + 1));
    const waiting = await post(cast.member.headers, '/test/gated', { label: 'slow' }, key);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
    expect(waiting.headers['retry-after']).toBe('1');
    open();
    expect((await first).statusCode).toBe(201);
    const later = await post(cast.member.headers, '/test/gated', { label: 'slow' }, key);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.body).toBe((await first).body);
  });

  it('takes over the claim of a request that died, once its lease has passed', async () => {
    gate = Promise.resolve();
    const key = randomUUID();
    const body = { label: 'orphan' };
    const lockedUntil = new Date(clock.now().getTime() - 1000).toISOString();
    await t.database.db.execute(sql`
      insert into idempotency_keys (org_id, caller, method, route, key, fingerprint, claimed_by, locked_until, created_at)
      values (${cast.member.orgId}, ${`user:${cast.member.userId}`}, 'POST', '/api/v1/test/gated', ${key},
              ${fingerprintOf({ params: {}, query: {}, body })}, 'a request that died', ${lockedUntil}::timestamptz,
              ${clock.now().toISOString()}::timestamptz)`);
    const answer = await post(cast.member.headers, '/test/gated', body, key);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('Idempotency-Key expiry', () => {
  it('replays for 24 hours, then forgets the key; the purge deletes it', async () => {
    const key = randomUUID();
    const code = uniqueCode();
    const first = await post(cast.owner.headers, '/projects', projectBody(code), key);
    expect(first.statusCode).toBe(201);

    clock.advance(24 * HOUR - 60_000);
    expect((await post(cast.owner.headers, '/projects', projectBody(code), key)).headers['idempotent-replayed']).toBe(
      'true',
    );
    expect(await purgeExpiredIdempotencyKeys(t.database.db, clock.now(), 1000)).toBe(0);

    clock.advance(2 * 60_000);
    // The key is new again: the request runs, and finds its code taken by the first project.
    const rerun = await post(cast.owner.headers, '/projects', projectBody(code), key);
    expect(rerun.statusCode).toBe(409);
    expect(rerun.json().code).toBe('PROJECT_CODE_TAKEN');

    const stale = randomUUID();
    expect((await post(cast.owner.headers, '/clients', { name: `Client ${stale}` }, stale)).statusCode).toBe(201);
    clock.advance(25 * HOUR);
    expect(await purgeExpiredIdempotencyKeys(t.database.db, clock.now(), 1000)).toBeGreaterThanOrEqual(1);
    const left = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from idempotency_keys where key = ${stale}`),
    );
    expect(left[0]!.n).toBe(0);
  });
});
