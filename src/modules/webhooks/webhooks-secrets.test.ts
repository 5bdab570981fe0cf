import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor, Cast } from '../../../test/support/actors.js';
import type { TestApp } from '../../../test/support/app.js';
import type { WebhookReceiver } from '../../../test/support/webhook-receiver.js';
import { subscribeWebhook, webhookDispatcher, webhookScene } from '../../../test/support/webhooks.js';
import { rowsOf } from '../../platform/db/rows.js';
import type { WebhookDispatcher } from './webhooks.dispatcher.js';
import { createWebhookSecrets, sealStoredSecrets } from './webhooks.secrets.js';
import { webhookSubscriptions } from '../webhook-outbox/webhook-outbox.tables.js';

describe('webhook signing secrets at rest', () => {
  let t: TestApp;
  let cast: Cast;
  let receiver: WebhookReceiver;
  let dispatcher: WebhookDispatcher;

  beforeAll(async () => {
    ({ t, cast, receiver } = await webhookScene());
    dispatcher = webhookDispatcher(t);
  });
  afterAll(async () => {
    await dispatcher.stop();
    await receiver.close();
    await t.close();
  });

  const subscribe = (actor: Actor, path: string) => subscribeWebhook(t, actor, receiver.url(path));

  /** Sends the webhook's test event, waits until the dispatcher is done, and returns the delivery as logged. */
  async function sendTestEvent(actor: Actor, hookId: string) {
    const sent = await t.app.inject({ method: 'POST', url: `/api/v1/webhooks/${hookId}/test`, headers: actor.headers });
    expect(sent.statusCode, sent.body).toBe(202);
    await dispatcher.drain();
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/v1/webhooks/${hookId}/deliveries`,
      headers: actor.headers,
    });
    return (log.json().data.items as Array<{ id: string; status: string; error: string | null }>).find(
      (delivery) => delivery.id === sent.json().data.id,
    )!;
  }

  const stored = async (hookId: string) =>
    (
      await t.database.db
        .select({ secret: webhookSubscriptions.secret, previousSecret: webhookSubscriptions.previousSecret })
        .from(webhookSubscriptions)
        .where(eq(webhookSubscriptions.id, hookId))
    )[0]!;

  const storeSecret = (hookId: string, secret: string) =>
    t.database.db.update(webhookSubscriptions).set({ secret }).where(eq(webhookSubscriptions.id, hookId));

  it('are stored sealed, never as issued, and still sign deliveries that verify', async () => {
    const hook = await subscribe(cast.owner, '/sealed');
    const row = await stored(hook.id);
    expect(row.secret).not.toContain(hook.secret);
    expect(row.secret).not.toContain(hook.secret.slice('whsec_'.length));
    const dump = rowsOf<{ text: string }>(
      await t.database.db.execute(sql`select ${webhookSubscriptions}::text as text from ${webhookSubscriptions}`),
    );
    expect(dump.map((line) => line.text).join('\n')).not.toContain(hook.secret.slice('whsec_'.length));

    expect((await sendTestEvent(cast.owner, hook.id)).status).toBe('SUCCEEDED');
    const [call] = receiver.on('/sealed');
    expect(new Webhook(hook.secret).verify(call!.body, call!.headers)).toBeTruthy();
  });

  it("do not sign in another organization's subscription when copied into it", async () => {
    const ours = await subscribe(cast.owner, '/ours');
    const theirs = await subscribe(cast.outsider, '/theirs');
    await storeSecret(theirs.id, (await stored(ours.id)).secret);

    const delivery = await sendTestEvent(cast.outsider, theirs.id);
    expect(delivery).toMatchObject({ status: 'SKIPPED', error: expect.stringContaining('rotate') });
    expect(receiver.on('/theirs')).toEqual([]);
  });

  it("skip deliveries with the reason once the server's secret changed, until the webhook's secret is rotated", async () => {
    const hook = await subscribe(cast.admin, '/rotated-server');
    const underOldServerSecret = createWebhookSecrets('an-earlier-server-secret-long-enough-to-sign');
    await storeSecret(hook.id, underOldServerSecret.seal(hook.secret, cast.admin.orgId));

    const skipped = await sendTestEvent(cast.admin, hook.id);
    expect(skipped.status).toBe('SKIPPED');
    expect(skipped.error).toContain("the server's secret changed");
    expect(receiver.on('/rotated-server')).toEqual([]);

    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/webhooks/${hook.id}/rotate-secret`,
      headers: cast.admin.headers,
      payload: { overlapHours: 24 },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newSecret = rotated.json().data.secret as string;
    expect((await sendTestEvent(cast.admin, hook.id)).status).toBe('SUCCEEDED');
    const [call] = receiver.on('/rotated-server');
    // The previous secret no longer opens, so only the new one signs.
    expect(call!.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(new Webhook(newSecret).verify(call!.body, call!.headers)).toBeTruthy();
  });

  it('stored as issued (before sealing) still sign, and are sealed at the next start', async () => {
    const hook = await subscribe(cast.owner, '/legacy');
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/webhooks/${hook.id}/rotate-secret`,
      headers: cast.owner.headers,
      payload: {},
    });
    const newSecret = rotated.json().data.secret as string;
    await t.database.db
      .update(webhookSubscriptions)
      .set({ secret: newSecret, previousSecret: hook.secret })
      .where(eq(webhookSubscriptions.id, hook.id));

    expect((await sendTestEvent(cast.owner, hook.id)).status).toBe('SUCCEEDED');
    const secrets = createWebhookSecrets(t.config.jwtSecret);
    expect(await sealStoredSecrets(t.database.db, secrets)).toBe(1);
    expect(await sealStoredSecrets(t.database.db, secrets)).toBe(0);
    const row = await stored(hook.id);
    expect(row.secret).not.toContain(newSecret.slice('whsec_'.length));
    expect(row.previousSecret).not.toContain(hook.secret.slice('whsec_'.length));
    expect(secrets.open(row.secret, cast.owner.orgId)).toBe(newSecret);

    expect((await sendTestEvent(cast.owner, hook.id)).status).toBe('SUCCEEDED');
    for (const call of receiver.on('/legacy')) {
      expect(new Webhook(newSecret).verify(call.body, call.headers)).toBeTruthy();
      expect(new Webhook(hook.secret).verify(call.body, call.headers)).toBeTruthy();
    }
    expect(receiver.on('/legacy')).toHaveLength(2);
  });
});
