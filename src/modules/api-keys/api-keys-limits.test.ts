import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { actorHeaders, registerOwner, type Actor } from '../../../test/support/actors.js';
import { testClock } from '../../../test/support/clock.js';
import { MAX_ACTIVE_KEYS } from './api-keys.service.js';

async function createKey(t: TestApp, actor: Actor, payload: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/api-keys',
    headers: actor.headers,
    payload: { name: 'Script', ...payload },
  });
}

describe('expiry, lastUsedAt and the number of keys', () => {
  const clock = testClock('2026-11-16T09:00:00Z');
  let t: TestApp;
  let owner: Actor;
  beforeAll(async () => {
    t = await buildTestApp({ clock });
    owner = await registerOwner(t);
  });
  afterAll(() => t.close());

  const useKey = (secret: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/tags', headers: actorHeaders(secret, owner.orgId) });
  const keyById = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/api-keys/${id}`, headers: owner.headers })).json().data;

  it('an expired key is 401 and listed as EXPIRED', async () => {
    const created = await createKey(t, owner, { expiresAt: '2026-11-16T10:00:00Z' });
    expect(created.statusCode, created.body).toBe(201);
    const { id, secret } = created.json().data;
    expect((await useKey(secret)).statusCode).toBe(200);
    clock.advance(2 * 60 * 60 * 1000);
    const refused = await useKey(secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect((await keyById(id)).status).toBe('EXPIRED');
  });

  it('refuses an expiry in the past or more than 2 years ahead (400)', async () => {
    const now = clock.now().getTime();
    for (const expiresAt of [
      new Date(now - 1000).toISOString(),
      new Date(now + 3 * 365 * 24 * 60 * 60 * 1000).toISOString(),
      'tomorrow',
    ]) {
      const response = await createKey(t, owner, { expiresAt });
      expect(response.statusCode, expiresAt).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });

  it('refuses bad names and unknown permissions (400)', async () => {
    for (const payload of [
      { name: '' },
      { name: 'x'.repeat(101) },
      { permissions: ['time.trak'] },
      { permissions: [] },
    ]) {
      const response = await createKey(t, owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });

  it('marks lastUsedAt at most once a minute', async () => {
    const { id, secret } = (await createKey(t, owner)).json().data;
    expect((await keyById(id)).lastUsedAt).toBeNull();
    await useKey(secret);
    const first = (await keyById(id)).lastUsedAt;
    expect(first).toBe(clock.now().toISOString());
    clock.advance(30_000);
    await useKey(secret);
    expect((await keyById(id)).lastUsedAt).toBe(first);
    clock.advance(31_000);
    await useKey(secret);
    expect((await keyById(id)).lastUsedAt).toBe(clock.now().toISOString());
  });

  it(`allows ${MAX_ACTIVE_KEYS} active personal keys per member, then a clear 400 until one is revoked`, async () => {
    const other = await registerOwner(t);
    const ids: string[] = [];
    for (let index = 0; index < MAX_ACTIVE_KEYS; index += 1) {
      const response = await createKey(t, other, { name: `Key ${index}` });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().data.id);
    }
    const refused = await createKey(t, other);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(refused.json().message).toContain('the most allowed');
    // Service keys are counted apart.
    expect((await createKey(t, other, { kind: 'SERVICE', permissions: ['time.track'] })).statusCode).toBe(201);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/api-keys/${ids[0]}`, headers: other.headers });
    expect((await createKey(t, other)).statusCode).toBe(201);
  });
});

describe('rate limit', () => {
  const MAX = 10;
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_MAX: String(MAX) } });
  });
  afterAll(() => t.close());

  it("counts a key's requests against the key, not the address it shares", async () => {
    const owner = await registerOwner(t);
    const { secret } = (await createKey(t, owner)).json().data;
    const useKey = (key: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/tags', headers: actorHeaders(key, owner.orgId) });
    // The first request proves the key genuine; from then on its requests spend its own budget.
    expect((await useKey(secret)).statusCode).toBe(200);
    for (let index = 0; index < MAX; index += 1) expect((await useKey(secret)).statusCode).toBe(200);
    const limited = await useKey(secret);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });

    // The address's budget is not spent by the key: sign-in tokens and another key still pass.
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/v1/tags', headers: owner.headers });
    expect(signedIn.statusCode).toBe(200);
    const second = (await createKey(t, owner)).json().data.secret as string;
    expect((await useKey(second)).statusCode).toBe(200);
    expect((await useKey(second)).statusCode).toBe(200);
  });

  it('gives an invented key no budget of its own: it spends the address', async () => {
    const invented = `pck_${'B'.repeat(43)}`;
    let status = 0;
    for (let index = 0; index <= MAX && status !== 429; index += 1) {
      status = (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/tags',
          headers: actorHeaders(invented, '00000000-0000-4000-8000-000000000000'),
        })
      ).statusCode;
    }
    expect(status).toBe(429);
  });
});
