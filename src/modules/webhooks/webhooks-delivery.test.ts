import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastEmailTo, type Actor, type Cast } from '../../../test/support/actors.js';
import type { TestApp } from '../../../test/support/app.js';
import type { WebhookReceiver } from '../../../test/support/webhook-receiver.js';
import { subscribeWebhook, webhookDispatcher, webhookScene } from '../../../test/support/webhooks.js';
import { freePort } from '../../../test/support/process.js';
import type { WebhookDispatcherOptions } from './webhooks.dispatcher.js';
import { DELIVERY_FAILURE } from './webhooks.sender.js';
import { pruneOldEvents } from '../webhook-outbox/webhook-outbox.queue.js';
import { webhookDeliveries, webhookEvents, webhookSubscriptions } from '../webhook-outbox/webhook-outbox.tables.js';

describe('webhook delivery', () => {
  let t: TestApp;
  let cast: Cast;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    ({ t, cast, receiver } = await webhookScene());
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const dispatcher = (options: Partial<WebhookDispatcherOptions> = {}) => webhookDispatcher(t, options);
  const subscribe = (actor: Actor, path: string) => subscribeWebhook(t, actor, receiver.url(path));

  async function ping(actor: Actor, hookId: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/webhooks/${hookId}/test`,
      headers: actor.headers,
    });
    expect(response.statusCode, response.body).toBe(202);
    return response.json().data as { id: string };
  }

  async function deliveriesOf(actor: Actor, hookId: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/webhooks/${hookId}/deliveries`,
      headers: actor.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.items as Array<Record<string, unknown>>;
  }

  async function removeHook(actor: Actor, hookId: string) {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/webhooks/${hookId}`,
      headers: actor.headers,
    });
    expect(response.statusCode).toBe(200);
  }

  async function hookOf(actor: Actor, hookId: string) {
    return (await t.app.inject({ method: 'GET', url: `/api/v1/webhooks/${hookId}`, headers: actor.headers })).json()
      .data;
  }

  it('retries a failed delivery with backoff and logs each attempt', async () => {
    receiver.answer('/flaky', 500, 200);
    const hook = await subscribe(cast.owner, '/flaky');
    await ping(cast.owner, hook.id);
    const worker = dispatcher({ schedule: [30, 30] });
    await worker.runOnce();
    const [failed] = await deliveriesOf(cast.owner, hook.id);
    expect(failed).toMatchObject({ status: 'PENDING', attempts: 1, responseStatus: 500 });
    expect(failed!.error).toContain('500');
    expect(failed!.nextAttemptAt).toEqual(expect.any(String));
    await new Promise((resolve) => setTimeout(resolve, 60));
    await worker.runOnce();
    const [delivered] = await deliveriesOf(cast.owner, hook.id);
    expect(delivered).toMatchObject({ status: 'SUCCEEDED', attempts: 2, responseStatus: 200, error: null });
    expect(delivered!.durationMs).toEqual(expect.any(Number));
    expect(receiver.on('/flaky')).toHaveLength(2);
    expect((await hookOf(cast.owner, hook.id)).consecutiveFailures).toBe(0);
  });

  it("signs with the time of the dispatcher's clock, not the machine's", async () => {
    const hook = await subscribe(cast.owner, '/clocked');
    await ping(cast.owner, hook.id);
    const at = new Date(Date.now() + 3 * 60_000);
    await dispatcher({ schedule: [], clock: { now: () => at } }).runOnce();
    const [received] = receiver.on('/clocked');
    expect(received?.headers['webhook-timestamp']).toBe(String(Math.floor(at.getTime() / 1000)));
  });

  it('treats a redirect as a failure and does not follow it', async () => {
    receiver.answer('/redirect', 302);
    const hook = await subscribe(cast.owner, '/redirect');
    await ping(cast.owner, hook.id);
    await dispatcher({ schedule: [] }).runOnce();
    expect((await deliveriesOf(cast.owner, hook.id))[0]).toMatchObject({ status: 'FAILED', responseStatus: 302 });
  });

  it('disables a subscription that keeps failing and emails its Owners', async () => {
    receiver.answer('/down', 503);
    const hook = await subscribe(cast.admin, '/down');
    await ping(cast.admin, hook.id);
    const worker = dispatcher({ schedule: [10, 10], disablePolicy: { minFailures: 3, afterMs: 0 } });
    for (let attempt = 0; attempt < 3; attempt++) {
      await worker.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect((await deliveriesOf(cast.admin, hook.id))[0]).toMatchObject({ status: 'FAILED', attempts: 3 });
    const disabled = await hookOf(cast.admin, hook.id);
    expect(disabled).toMatchObject({ status: 'DISABLED', consecutiveFailures: 3 });
    expect(disabled.disabledReason).toContain('3 failed deliveries');
    const email = await lastEmailTo(t, cast.owner.email);
    expect(email.subject).toBe('A Punchclock webhook was disabled');
    expect(email.text).toContain('turn the webhook on again in Punchclock under Settings, Webhooks');
    expect(email.text).not.toMatch(/PATCH |GET \/|\/api\/v1/);
    expect(email.text).toContain(hook.id);
    // Nothing more is sent while it is disabled; enabling it again resets the count.
    await ping(cast.admin, hook.id);
    await worker.runOnce();
    expect((await deliveriesOf(cast.admin, hook.id))[0]).toMatchObject({ status: 'SKIPPED' });
    const enabled = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/webhooks/${hook.id}`,
      headers: cast.admin.headers,
      payload: { status: 'ACTIVE' },
    });
    expect(enabled.json().data).toMatchObject({ status: 'ACTIVE', consecutiveFailures: 0, disabledReason: null });
  });

  it('survives a restart: a new dispatcher delivers what an earlier one left, leased or not', async () => {
    const hook = await subscribe(cast.owner, '/restart');
    const waiting = await ping(cast.owner, hook.id);
    const leased = await ping(cast.owner, hook.id);
    // A worker that claimed a delivery and died: the lease ran out, the row is due again.
    await t.database.db
      .update(webhookDeliveries)
      .set({ attempts: 1, nextAttemptAt: new Date(Date.now() - 1_000) })
      .where(eq(webhookDeliveries.id, leased.id));
    const before = dispatcher();
    await before.stop();
    await dispatcher().drain();
    expect(receiver.on('/restart')).toHaveLength(2);
    const log = await deliveriesOf(cast.owner, hook.id);
    expect(log.find((row) => row.id === waiting.id)).toMatchObject({ status: 'SUCCEEDED', attempts: 1 });
    expect(log.find((row) => row.id === leased.id)).toMatchObject({ status: 'SUCCEEDED', attempts: 2 });
  });

  it('never lets a receiver that hangs delay another subscription, and retries it after the timeout', async () => {
    receiver.answer('/hangs', 'hang');
    const slow = await subscribe(cast.owner, '/hangs');
    const fast = await subscribe(cast.owner, '/fast');
    const first = await ping(cast.owner, slow.id);
    const second = await ping(cast.owner, slow.id);
    await ping(cast.owner, fast.id);
    const worker = dispatcher({ timeoutMs: 4_000, schedule: [100, 100] });
    const started = Date.now();
    worker.start();
    try {
      await receiver.waitFor(() => receiver.on('/fast').length === 1, 3_000);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await worker.stop();
    }
    // The timed-out attempt failed and waits for its retry; the next one was never sent.
    let log = await deliveriesOf(cast.owner, slow.id);
    const timedOut = log.find((row) => row.id === first.id)!;
    expect(timedOut).toMatchObject({ status: 'PENDING', attempts: 1, responseStatus: null });
    expect(timedOut.error).toBe('No answer within 4 s');
    expect(timedOut.nextAttemptAt).toEqual(expect.any(String));
    expect(log.find((row) => row.id === second.id)).toMatchObject({ status: 'PENDING', attempts: 0 });
    // The receiver answers again: the retry is delivered.
    receiver.answer('/hangs', 200);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await dispatcher({ timeoutMs: 4_000, schedule: [100, 100] }).drain();
    log = await deliveriesOf(cast.owner, slow.id);
    expect(log.find((row) => row.id === first.id)).toMatchObject({
      status: 'SUCCEEDED',
      attempts: 2,
      responseStatus: 200,
      error: null,
    });
    expect(log.find((row) => row.id === second.id)).toMatchObject({ status: 'SUCCEEDED', attempts: 1 });
    expect(receiver.on('/hangs')).toHaveLength(2);
    await removeHook(cast.owner, slow.id);
  });

  it("never lets a hanging receiver's backlog starve another subscription", async () => {
    receiver.answer('/backlog', 'hang');
    const slow = await subscribe(cast.owner, '/backlog');
    const fast = await subscribe(cast.owner, '/after-backlog');
    for (let i = 0; i < 10; i++) await ping(cast.owner, slow.id);
    await ping(cast.owner, fast.id);
    // Both slots open to this one organization: what is tested is the subscription's backlog.
    const worker = dispatcher({ timeoutMs: 4_000, concurrency: 2, perOrganization: 2 });
    worker.start();
    try {
      await receiver.waitFor(() => receiver.on('/after-backlog').length === 1, 3_000);
    } finally {
      await worker.stop();
      await removeHook(cast.owner, slow.id);
    }
  });

  it("never lets one organization's hanging receivers take every slot from another organization", async () => {
    // More hanging webhooks in one organization than the worker has slots.
    const hanging: string[] = [];
    for (let i = 0; i < 6; i++) {
      receiver.answer(`/crowd-${i}`, 'hang');
      const hook = await subscribe(cast.outsider, `/crowd-${i}`);
      hanging.push(hook.id);
      await ping(cast.outsider, hook.id);
    }
    const other = await subscribe(cast.owner, '/other-tenant');
    await ping(cast.owner, other.id);
    const worker = dispatcher({ timeoutMs: 4_000, concurrency: 4 });
    const started = Date.now();
    worker.start();
    try {
      await receiver.waitFor(() => receiver.on('/other-tenant').length === 1, 3_000);
      expect(Date.now() - started).toBeLessThan(3_000);
      // The crowded organization had its share (half the slots), not all of them. Its two requests
      // leave with the other tenant's, and may reach the receiver after it; once both are held,
      // the claim that followed the other tenant's answer must not have added a third.
      const crowd = () => receiver.held.filter((hook) => hook.path.startsWith('/crowd-'));
      await receiver.waitFor(() => crowd().length >= 2, 3_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(crowd()).toHaveLength(2);
    } finally {
      await worker.stop();
      for (const id of hanging) await removeHook(cast.outsider, id);
    }
  });

  it('refuses an internal https:// target at delivery when private targets are not allowed', async () => {
    const hook = await subscribe(cast.owner, '/internal');
    // As if it had resolved to a public address at subscription: the row now names an internal one.
    const internalUrl = receiver.url('/internal').replace(/^http:/, 'https:');
    await t.database.db
      .update(webhookSubscriptions)
      .set({ url: internalUrl })
      .where(eq(webhookSubscriptions.id, hook.id));
    await ping(cast.owner, hook.id);
    await dispatcher({ allowPrivateTargets: false, schedule: [] }).runOnce();
    const [delivery] = await deliveriesOf(cast.owner, hook.id);
    expect(delivery).toMatchObject({ status: 'FAILED', responseStatus: null });
    // A broad class, naming neither the address nor the port (DELIVERY_FAILURE).
    expect(delivery!.error).toBe(DELIVERY_FAILURE.refused);
    expect(receiver.on('/internal')).toEqual([]);
  });

  it('records a refused connection as a class, without the address or the port', async () => {
    const hook = await subscribe(cast.owner, '/closed');
    const closedPort = await freePort();
    await t.database.db
      .update(webhookSubscriptions)
      .set({ url: `http://127.0.0.1:${closedPort}/closed` })
      .where(eq(webhookSubscriptions.id, hook.id));
    await ping(cast.owner, hook.id);
    await dispatcher({ schedule: [] }).runOnce();
    const [delivery] = await deliveriesOf(cast.owner, hook.id);
    expect(delivery).toMatchObject({ status: 'FAILED', responseStatus: null, error: DELIVERY_FAILURE.connect });
    expect(delivery!.error).not.toContain(String(closedPort));
  });

  it('forgets finished events after the retention period, never pending ones', async () => {
    const hook = await subscribe(cast.owner, '/retention');
    const finished = await ping(cast.owner, hook.id);
    await dispatcher().drain();
    const pending = await ping(cast.owner, hook.id);
    const old = new Date(Date.now() - 31 * 86_400_000);
    const log = await deliveriesOf(cast.owner, hook.id);
    for (const row of log)
      await t.database.db
        .update(webhookEvents)
        .set({ occurredAt: old })
        .where(eq(webhookEvents.id, String(row.eventId)));
    expect(await pruneOldEvents(t.database.db, 30, 1_000)).toBeGreaterThanOrEqual(1);
    const left = (await deliveriesOf(cast.owner, hook.id)).map((row) => row.id);
    expect(left).toContain(pending.id);
    expect(left).not.toContain(finished.id);
  });
});
