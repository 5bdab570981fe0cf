import pino from 'pino';
import { expect } from 'vitest';
import { WebhookDispatcher, type WebhookDispatcherOptions } from '../../src/modules/webhooks/webhooks.dispatcher.js';
import { createWebhookSecrets } from '../../src/modules/webhooks/webhooks.secrets.js';
import { castOf, type Actor, type Cast } from './actors.js';
import { buildTestApp, type TestApp } from './app.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

/** A test app that may deliver to loopback addresses, its cast of actors, and a receiver to deliver to. */
export async function webhookScene(): Promise<{ t: TestApp; cast: Cast; receiver: WebhookReceiver }> {
  const t = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  return { t, cast: await castOf(t), receiver: await startWebhookReceiver() };
}

/** A dispatcher over the test app's database that opens its sealed secrets, polling every 20 ms. */
export function webhookDispatcher(t: TestApp, options: Partial<WebhookDispatcherOptions> = {}) {
  return new WebhookDispatcher({
    database: t.database,
    logger: pino({ level: 'silent' }),
    secrets: createWebhookSecrets(t.config.jwtSecret),
    allowPrivateTargets: true,
    pollMs: 20,
    ...options,
  });
}

/** Subscribes `url` through the API; the answer carries the secret, shown this once. */
export async function subscribeWebhook(t: TestApp, actor: Actor, url: string, events: string[] = ['project.created']) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks',
    headers: actor.headers,
    payload: { url, events },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; secret: string; status: string };
}
