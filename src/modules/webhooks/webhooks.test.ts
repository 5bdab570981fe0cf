import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castOf, type Actor, type Cast } from '../../../test/support/actors.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { createProject } from '../../../test/support/projects.js';
import { logTime, review } from '../../../test/support/time.js';
import type { WebhookReceiver } from '../../../test/support/webhook-receiver.js';
import { subscribeWebhook, webhookDispatcher, webhookScene } from '../../../test/support/webhooks.js';
import type { WebhookDispatcher } from './webhooks.dispatcher.js';

const subscribe = subscribeWebhook;

describe('webhooks through the API', () => {
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

  it('delivers signed events of projects and time entries that verify with the Standard Webhooks library', async () => {
    const hook = await subscribe(t, cast.owner, receiver.url('/main'), [
      'project.created',
      'time_entry.created',
      'time_entry.approved',
      'time_entry.deleted',
    ]);
    expect(hook.secret).toMatch(/^whsec_/);
    const outsiderHook = await subscribe(t, cast.outsider, receiver.url('/outsider'), [
      'project.created',
      'time_entry.created',
    ]);
    expect(outsiderHook.id).not.toBe(hook.id);

    const project = await createProject(t, cast.owner);
    const entry = await logTime(t, cast.owner, '2026-11-02T09:00:00Z', '2026-11-02T10:00:00Z', {
      projectId: project.id,
    });
    // Another reviewer approves it: nobody approves their own time.
    expect((await review(t, cast.admin, [entry.id], 'APPROVED')).statusCode).toBe(200);
    await dispatcher.drain();

    const delivered = receiver.on('/main');
    expect(delivered.map((hookCall) => hookCall.json.type)).toEqual([
      'project.created',
      'time_entry.created',
      'time_entry.approved',
    ]);
    for (const call of delivered) {
      const payload = new Webhook(hook.secret).verify(call.body, call.headers) as { id: string };
      expect(payload.id).toBe(call.headers['webhook-id']);
      expect(call.json.organizationId).toBe(cast.owner.orgId);
    }
    expect(delivered[0]!.json.data).toMatchObject({ id: project.id, name: project.name });
    expect(delivered[2]!.json.data).toMatchObject({ id: entry.id, status: 'APPROVED', projectId: project.id });
    // The owner holds every permission: the rates are in the payload as the API shows them to her.
    expect(delivered[1]!.json.data).toHaveProperty('billRate');
    expect(receiver.on('/outsider')).toEqual([]);

    const log = await t.app.inject({
      method: 'GET',
      url: `/api/v1/webhooks/${hook.id}/deliveries`,
      headers: cast.owner.headers,
    });
    expect(log.statusCode).toBe(200);
    expect(log.json().data.items).toHaveLength(3);
    expect(log.json().data.items[0]).toMatchObject({ status: 'SUCCEEDED', attempts: 1, responseStatus: 200 });
  });

  it('signs with the old and the new secret during a rotation', async () => {
    const hook = await subscribe(t, cast.admin, receiver.url('/rotating'), ['project.updated']);
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/webhooks/${hook.id}/rotate-secret`,
      headers: cast.admin.headers,
      payload: {},
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret: newSecret, previousSecretExpiresAt } = rotated.json().data as {
      secret: string;
      previousSecretExpiresAt: string;
    };
    expect(newSecret).not.toBe(hook.secret);
    expect(new Date(previousSecretExpiresAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/v1/webhooks/${hook.id}/test`,
      headers: cast.admin.headers,
    });
    expect(test.statusCode, test.body).toBe(202);
    await dispatcher.drain();
    const [call] = receiver.on('/rotating');
    expect(call!.json.type).toBe('webhook.test');
    expect(new Webhook(hook.secret).verify(call!.body, call!.headers)).toBeTruthy();
    expect(new Webhook(newSecret).verify(call!.body, call!.headers)).toBeTruthy();
  });

  it('lets only Owners and Admins manage webhooks, within their own organization', async () => {
    const hook = await subscribe(t, cast.owner, receiver.url('/private'), ['project.created']);
    const tested = await t.app.inject({
      method: 'POST',
      url: `/api/v1/webhooks/${hook.id}/test`,
      headers: cast.owner.headers,
    });
    expect(tested.statusCode, tested.body).toBe(202);
    const deliveryId = tested.json().data.id as string;
    for (const actor of [cast.member, cast.manager]) {
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/webhooks', headers: actor.headers });
      expect(list.statusCode).toBe(403);
    }
    for (const [method, url] of [
      ['GET', `/api/v1/webhooks/${hook.id}`],
      ['PATCH', `/api/v1/webhooks/${hook.id}`],
      ['DELETE', `/api/v1/webhooks/${hook.id}`],
      ['GET', `/api/v1/webhooks/${hook.id}/deliveries`],
      ['POST', `/api/v1/webhooks/${hook.id}/test`],
      ['POST', `/api/v1/webhooks/${hook.id}/rotate-secret`],
      ['POST', `/api/v1/webhooks/${hook.id}/deliveries/${deliveryId}/redeliver`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: cast.outsider.headers,
        ...(method === 'PATCH' ? { payload: { status: 'DISABLED' } } : {}),
        ...(url.endsWith('/rotate-secret') ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    // Nothing changed: the secret still signs, and the delivery was not sent again.
    const unchanged = await t.app.inject({
      method: 'GET',
      url: `/api/v1/webhooks/${hook.id}/deliveries`,
      headers: cast.owner.headers,
    });
    expect(unchanged.json().data.items).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/webhooks/${hook.id}`, headers: cast.owner.headers })).json()
        .data.previousSecretExpiresAt,
    ).toBeNull();
    const outsiderList = await t.app.inject({ method: 'GET', url: '/api/v1/webhooks', headers: cast.outsider.headers });
    expect(outsiderList.json().data.items.map((item: { id: string }) => item.id)).not.toContain(hook.id);
  });

  it('refuses unknown events and an empty list of events (400)', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: cast.owner.headers,
      payload: { url: receiver.url('/x'), events: ['nonsense.happened'] },
    });
    expect(bad.statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: cast.owner.headers,
      payload: { url: receiver.url('/x'), events: [] },
    });
    expect(none.statusCode).toBe(400);
  });

  it('re-delivers an event with the same webhook-id', async () => {
    const hook = await subscribe(t, cast.owner, receiver.url('/again'), ['project.created']);
    await createProject(t, cast.owner);
    await dispatcher.drain();
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/v1/webhooks/${hook.id}/deliveries`,
      headers: cast.owner.headers,
    });
    const [first] = log.json().data.items as Array<{ id: string; eventId: string }>;
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/webhooks/${hook.id}/deliveries/${first!.id}/redeliver`,
      headers: cast.owner.headers,
    });
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().data).toMatchObject({ eventId: first!.eventId, status: 'PENDING', attempts: 0 });
    await dispatcher.drain();
    const calls = receiver.on('/again');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers['webhook-id']).toBe(calls[0]!.headers['webhook-id']);
  });

  it('publishes every event payload in the OpenAPI webhooks section', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(Object.keys(document.webhooks)).toEqual(
      expect.arrayContaining(['time_entry.created', 'invoice.status_changed', 'webhook.test']),
    );
    const dataOf = (type: string) =>
      document.webhooks[type].post.requestBody.content['application/json'].schema.properties.data;
    // The payload's object is the route's own schema.
    expect(dataOf('project.created').properties).toEqual(
      document.paths['/api/v1/projects/{projectId}'].get.responses['200'].content['application/json'].schema.properties
        .data.properties,
    );
    expect(dataOf('screenshot.captured').properties).toHaveProperty('thumbnailUrl');
    expect(dataOf('member.joined').properties).toHaveProperty('user');
    expect(dataOf('project.budget_threshold_crossed').properties).toHaveProperty('threshold');
  });
});

describe('webhook targets without WEBHOOK_ALLOW_PRIVATE_TARGETS', () => {
  let t: TestApp;
  let owner: Actor;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = (await castOf(t)).owner;
  });
  afterAll(() => t.close());

  it.each([
    'https://127.0.0.1/hook',
    'https://localhost/hook',
    'https://[::1]/hook',
    'https://10.0.0.8/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::ffff:192.168.0.1]/hook',
    'https://[::127.0.0.1]/hook',
    'https://[::ffff:0:127.0.0.1]/hook',
    'https://[64:ff9b:1::7f00:1]/hook',
    'https://[2002:7f00:1::]/hook',
    'https://[::ffff:0:a9fe:a9fe]/hook',
    'https://example.com/a\r\nX-Injected: yes',
    'http://example.com/hook',
  ])('refuses %s', async (url) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: owner.headers,
      payload: { url, events: ['project.created'] },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(response.json().hint).toBeTruthy();
  });

  it('refuses changing a webhook to an internal URL (400)', async () => {
    // An address literal: nothing is looked up, so the test needs no DNS.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: owner.headers,
      payload: { url: 'https://93.184.215.14/hook', events: ['project.created'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const hookId = created.json().data.id as string;
    for (const url of ['https://10.0.0.8/hook', 'https://localhost/hook', 'https://[::1]/hook']) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/webhooks/${hookId}`,
        headers: owner.headers,
        payload: { url },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        details: [expect.objectContaining({ field: 'body.url' })],
      });
    }
    const kept = await t.app.inject({ method: 'GET', url: `/api/v1/webhooks/${hookId}`, headers: owner.headers });
    expect(kept.json().data.url).toBe('https://93.184.215.14/hook');
  });

  it('answers an internal host and one that does not resolve alike, naming no address', async () => {
    const answers = [];
    for (const url of ['https://10.0.0.8/hook', 'https://localhost/hook', 'https://no-such-host.invalid/hook']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks',
        headers: owner.headers,
        payload: { url, events: ['project.created'] },
      });
      expect(response.statusCode, response.body).toBe(400);
      const { message, details } = response.json<{ message: string; details: unknown }>();
      answers.push(JSON.stringify({ message, details }));
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).not.toMatch(/10\.0\.0\.8|127\.0\.0\.1|localhost|resolve to the/);
  });
});
