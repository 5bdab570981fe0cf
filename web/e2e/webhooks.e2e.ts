import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { apiCall, createProject } from './support/api.js';
import { checkAtBothWidths } from './support/browser.js';
import { openSettingsSection, settingsSections } from './support/settings.js';
import { startE2eRun } from './support/run.js';
import { addMember, registerOwner } from './support/server.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

// The receiver: a loopback HTTP server (allowed by WEBHOOK_ALLOW_PRIVATE_TARGETS in the e2e server)
// that keeps every request and answers 204.
const received: Received[] = [];
let receiver: Server;
let hookUrl = '';

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});

afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const run = startE2eRun();

/** Waits (polling, the dispatcher runs in the background) until the receiver holds an event of `type`. */
async function receivedEvent(type: string): Promise<Received> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = received.find((request) => (JSON.parse(request.body) as { type: string }).type === type);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${type} delivery; received ${received.length} requests`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('Webhooks', () => {
  it('an owner subscribes a URL, sees the secret once, tests it, reads the log, edits it, rotates its secret, disables, enables and deletes it', async () => {
    const owner = await registerOwner(run.server, 'owner@hooks.example');
    const { page, problems } = await run.signIn(owner);
    await openSettingsSection(page, en.webhooks.title);
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: en.webhooks.title, exact: true }),
    });
    await section.getByText(en.webhooks.none).waitFor();

    await section.getByLabel(en.webhooks.url, { exact: true }).fill(hookUrl);
    await section.getByLabel(en.webhooks.evProjectCreated).check();
    await section.getByLabel(en.webhooks.description).fill('Project feed');
    await section.getByRole('button', { name: en.webhooks.createButton }).click();
    const secretField = section.getByLabel(en.webhooks.secretLabel, { exact: true });
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_/);
    await section.getByRole('button', { name: en.webhooks.secretDone }).click();
    expect(await section.getByLabel(en.webhooks.secretLabel, { exact: true }).count()).toBe(0);
    const item = section.locator('li.webhook-item', { hasText: hookUrl });
    await item.getByText(en.webhooks.statusActive, { exact: true }).waitFor();
    expect(await item.innerText()).toContain(en.webhooks.evProjectCreated);

    // A subscribed event, from a change made elsewhere, arrives signed with that secret.
    const projectId = await createProject(run.server, owner.headers, {
      name: 'Difference Engine',
      clientName: 'Babbage',
      code: 'DE',
    });
    const created = await receivedEvent('project.created');
    const verifier = new Webhook(secret);
    const asHeaders = (headers: IncomingHttpHeaders) =>
      Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
    expect(verifier.verify(created.body, asHeaders(created.headers))).toMatchObject({ type: 'project.created' });

    // The test button: a signed webhook.test, and the log shows it succeeded once it was delivered.
    await item.getByRole('button', { name: `Send a test event to ${hookUrl}` }).click();
    const tested = await receivedEvent('webhook.test');
    expect(verifier.verify(tested.body, asHeaders(tested.headers))).toMatchObject({ type: 'webhook.test' });
    const log = item.locator('.webhook-log');
    const testDelivery = log.locator('li', { hasText: en.webhooks.evTest });
    await testDelivery.getByText(en.webhooks.deliverySucceeded, { exact: true }).waitFor();
    expect(await testDelivery.innerText()).toContain('answered 204');
    await log.locator('li', { hasText: en.webhooks.evProjectCreated }).waitFor();
    await checkAtBothWidths(page, 'settings-webhooks');

    // Re-delivery sends the same event again (same webhook-id).
    const before = received.length;
    await testDelivery.getByRole('button', { name: en.webhooks.redeliver }).click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(before);
    expect(received.at(-1)?.headers['webhook-id']).toBe(tested.headers['webhook-id']);

    // Edit: one more event and a new description; the secret and the log stay.
    await item.getByRole('button', { name: `Edit the webhook to ${hookUrl}` }).click();
    const edit = item.locator('form', { has: page.getByRole('heading', { name: `Edit the webhook to ${hookUrl}` }) });
    expect(await edit.getByLabel(en.webhooks.evProjectCreated).isChecked()).toBe(true);
    await edit.getByLabel(en.webhooks.evProjectUpdated).check();
    await edit.getByLabel(en.webhooks.description).fill('Project feed, changes too');
    await edit.getByRole('button', { name: en.webhooks.save }).click();
    await item.getByText('Project feed, changes too').waitFor();
    expect(await item.innerText()).toContain(en.webhooks.evProjectUpdated);
    expect(await edit.count()).toBe(0);

    // A new secret with a day's overlap: shown once, and both secrets sign meanwhile.
    await item.getByRole('button', { name: `New signing secret for the webhook to ${hookUrl}` }).click();
    await item.getByLabel(en.webhooks.overlap).selectOption({ label: '24 hours' });
    await item.getByRole('button', { name: en.webhooks.rotateButton }).click();
    const newSecret = await item.getByLabel(en.webhooks.secretLabel, { exact: true }).inputValue();
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    await checkAtBothWidths(page, 'settings-webhooks-rotated');
    await item.getByRole('button', { name: en.webhooks.secretDone }).click();
    await item.getByText(/previous secret also signs until/).waitFor();
    await apiCall(run.server, 'PUT', `/projects/${projectId}`, { name: 'Analytical Engine' }, owner.headers);
    const updated = await receivedEvent('project.updated');
    expect(new Webhook(newSecret).verify(updated.body, asHeaders(updated.headers))).toMatchObject({
      type: 'project.updated',
    });
    expect(verifier.verify(updated.body, asHeaders(updated.headers))).toMatchObject({ type: 'project.updated' });

    await item.getByRole('button', { name: `Disable the webhook to ${hookUrl}` }).click();
    await item.getByText(en.webhooks.statusDisabled, { exact: true }).waitFor();
    await item.getByRole('button', { name: `Enable the webhook to ${hookUrl}` }).click();
    await item.getByText(en.webhooks.statusActive, { exact: true }).waitFor();

    await item.getByRole('button', { name: `Delete the webhook to ${hookUrl}` }).click();
    await section.getByRole('button', { name: en.webhooks.confirmDelete }).click();
    await section.getByText(en.webhooks.none).waitFor();
    expect(problems).toEqual([]);
  });

  it('a Member sees no Webhooks section', async () => {
    const owner = await registerOwner(run.server, 'owner2@hooks.example', { organizationName: 'Looms' });
    const member = await addMember(run.server, owner, 'member@hooks.example');
    const { page, problems } = await run.signIn(member, { acceptTerms: true });
    await page.getByRole('link', { name: en.settings.nav }).click();
    await page.getByRole('heading', { level: 1, name: en.settings.title }).waitFor();
    await settingsSections(page).getByRole('link', { name: en.apiKeys.title, exact: true }).waitFor();
    expect(await settingsSections(page).getByRole('link', { name: en.webhooks.title, exact: true }).count()).toBe(0);
    // Nor by its address: the section's page says it is not for this role.
    await page.goto(`${run.server.appOrigin}/settings/webhooks`);
    await page.getByText(en.settings.sectionMissing).waitFor();
    expect(await page.getByRole('heading', { name: en.webhooks.title, exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
