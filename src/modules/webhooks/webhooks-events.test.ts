import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actorHeaders,
  DEFAULT_PASSWORD,
  roleIdOf,
  uniqueEmail,
  type Actor,
  type Cast,
} from '../../../test/support/actors.js';
import type { TestApp } from '../../../test/support/app.js';
import { createProject } from '../../../test/support/projects.js';
import { runBudgetAlerts } from '../alerts/index.js';
import { uploadScreenshot } from '../../../test/support/screenshots.js';
import { logTime, review } from '../../../test/support/time.js';
import type { WebhookReceiver } from '../../../test/support/webhook-receiver.js';
import { subscribeWebhook, webhookDispatcher, webhookScene } from '../../../test/support/webhooks.js';
import { WEBHOOK_EVENT_TYPES } from '../webhook-outbox/webhook-outbox.events.js';
import type { WebhookDispatcher } from './webhooks.dispatcher.js';

describe('webhook events across the product', () => {
  let t: TestApp;
  let cast: Cast;
  let receiver: WebhookReceiver;
  let dispatcher: WebhookDispatcher;
  let secret: string;

  beforeAll(async () => {
    ({ t, cast, receiver } = await webhookScene());
    dispatcher = webhookDispatcher(t);
    ({ secret } = await subscribeWebhook(t, cast.owner, receiver.url('/all'), [...WEBHOOK_EVENT_TYPES]));
  });
  afterAll(async () => {
    await dispatcher.stop();
    await receiver.close();
    await t.close();
  });

  async function typesAfter(action: () => Promise<unknown>) {
    await dispatcher.drain();
    const before = receiver.on('/all').length;
    await action();
    await dispatcher.drain();
    const calls = receiver.on('/all').slice(before);
    for (const call of calls) expect(new Webhook(secret).verify(call.body, call.headers)).toBeTruthy();
    return calls.map((call) => call.json);
  }

  async function call(actor: Actor, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
    const response = await t.app.inject({ method, url: `/api/v1${url}`, headers: actor.headers, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data;
  }

  it('sends time entry events: created, updated, rejected, deleted', async () => {
    let entry = { id: '' };
    const events = await typesAfter(async () => {
      entry = await logTime(t, cast.member, '2026-11-03T09:00:00Z', '2026-11-03T10:00:00Z');
      await call(cast.member, 'PUT', `/time/entries/${entry.id}`, { notes: 'changed' });
      expect((await review(t, cast.manager, [entry.id], 'REJECTED', 'wrong day')).statusCode).toBe(200);
      await call(cast.member, 'DELETE', `/time/entries/${entry.id}`);
    });
    expect(events.map((event) => event.type)).toEqual([
      'time_entry.created',
      'time_entry.updated',
      'time_entry.rejected',
      'time_entry.deleted',
    ]);
    expect(events[1]!.data).toMatchObject({ id: entry.id, notes: 'changed', memberId: cast.member.memberId });
    expect(events[2]!.data).toMatchObject({ status: 'REJECTED', rejectionReason: 'wrong day' });
    expect(events[3]!.data).toMatchObject({ id: entry.id });
  });

  it('sends timesheet week events', async () => {
    await logTime(t, cast.member, '2026-11-02T09:00:00Z', '2026-11-02T10:00:00Z');
    const events = await typesAfter(() => call(cast.member, 'POST', '/time/weeks/submit', { weekStart: '2026-11-02' }));
    expect(events.map((event) => event.type)).toEqual(['timesheet.submitted']);
    const weekId = (events[0]!.data as { id: string }).id;
    const approved = await typesAfter(() => call(cast.manager, 'POST', `/time/weeks/${weekId}/approve`, {}));
    expect(approved.map((event) => event.type)).toEqual(['time_entry.approved', 'timesheet.approved']);
  });

  it('sends timesheet.rejected with the reason', async () => {
    await logTime(t, cast.member, '2026-11-09T09:00:00Z', '2026-11-09T10:00:00Z');
    const submitted = await typesAfter(() =>
      call(cast.member, 'POST', '/time/weeks/submit', { weekStart: '2026-11-09' }),
    );
    const weekId = (submitted[0]!.data as { id: string }).id;
    const events = await typesAfter(() =>
      call(cast.manager, 'POST', `/time/weeks/${weekId}/reject`, { rejectionReason: 'missing Friday' }),
    );
    expect(events.map((event) => event.type)).toContain('timesheet.rejected');
    const rejected = events.find((event) => event.type === 'timesheet.rejected')!;
    expect(rejected.data).toMatchObject({ id: weekId, status: 'REJECTED', rejectionReason: 'missing Friday' });
  });

  it('sends project.created and project.updated', async () => {
    let projectId = '';
    const events = await typesAfter(async () => {
      projectId = (await createProject(t, cast.owner, { name: 'Webhooked' })).id;
      await call(cast.owner, 'PUT', `/projects/${projectId}`, { name: 'Webhooked, renamed' });
    });
    expect(events.map((event) => event.type)).toEqual(['project.created', 'project.updated']);
    expect(events[0]!.data).toMatchObject({ id: projectId, name: 'Webhooked' });
    expect(events[1]!.data).toMatchObject({ id: projectId, name: 'Webhooked, renamed' });
  });

  it('sends invoice events', async () => {
    const events = await typesAfter(async () => {
      const invoice = await call(cast.owner, 'POST', '/financials/invoices', {
        clientName: 'Acme',
        items: [{ description: 'Work', quantity: 2, unitPrice: 50 }],
      });
      await call(cast.owner, 'PATCH', `/financials/invoices/${invoice.id}/status`, { status: 'SENT' });
    });
    expect(events.map((event) => event.type)).toEqual(['invoice.created', 'invoice.status_changed']);
    expect(events[0]!.data).toMatchObject({ status: 'DRAFT', clientName: 'Acme' });
    expect(events[1]!.data).toMatchObject({ status: 'SENT' });
  });

  it('sends member events: invited, joined, deactivated', async () => {
    const roleId = await roleIdOf(t, cast.owner, 'MEMBER');
    const events = await typesAfter(async () => {
      await call(cast.owner, 'POST', '/organizations/members', {
        email: uniqueEmail('invited'),
        fullName: 'Ivy Invited',
        roleId,
      });
      const joined = await call(cast.owner, 'POST', '/organizations/members', {
        email: uniqueEmail('joined'),
        fullName: 'Jo Joined',
        roleId,
        password: DEFAULT_PASSWORD,
      });
      await call(cast.owner, 'POST', `/organizations/members/${joined.member.id}/deactivate`);
    });
    expect(events.map((event) => event.type)).toEqual(['member.invited', 'member.joined', 'member.deactivated']);
    expect(events[0]!.data).toMatchObject({ status: 'INVITED', user: { fullName: 'Ivy Invited' } });
    expect(events[2]!.data).toMatchObject({ status: 'DEACTIVATED' });
  });

  it('sends project.budget_threshold_crossed with the budget alert', async () => {
    const project = await createProject(t, cast.owner, { budgetType: 'HOURLY', totalBudget: 1 });
    await logTime(t, cast.owner, '2026-11-04T09:00:00Z', '2026-11-04T10:30:00Z', { projectId: project.id });
    const events = await typesAfter(() => runBudgetAlerts(t.database.db));
    expect(events.map((event) => event.type)).toEqual([
      'project.budget_threshold_crossed',
      'project.budget_threshold_crossed',
    ]);
    expect(events.map((event) => event.data.threshold)).toEqual([80, 100]);
    expect(events[0]!.data).toMatchObject({ projectId: project.id, budgetType: 'HOURLY' });
  });

  it('sends screenshot.captured', async () => {
    const project = await createProject(t, cast.owner, { assignedUserIds: [cast.member.userId] });
    const events = await typesAfter(async () => {
      const response = await uploadScreenshot(t, cast.member, { projectId: project.id });
      expect(response.statusCode, response.body).toBe(201);
    });
    expect(events.map((event) => event.type)).toEqual(['screenshot.captured']);
    expect(events[0]!.data).toMatchObject({ memberId: cast.member.memberId });
  });

  it('shows a subscriber without financials.read no money, as the API shows it to them', async () => {
    const role = await call(cast.owner, 'POST', '/rbac/roles', {
      name: 'Integrations',
      permissions: ['organization.manage', 'projects.read.all', 'members.read'],
    });
    const email = uniqueEmail('integrations');
    await call(cast.owner, 'POST', '/organizations/members', {
      email,
      fullName: 'Ina Integrations',
      roleId: role.id,
      password: DEFAULT_PASSWORD,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: DEFAULT_PASSWORD, organizationId: cast.owner.orgId },
    });
    const headers = actorHeaders(login.json().data.token, cast.owner.orgId);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers,
      payload: { url: receiver.url('/limited'), events: ['invoice.created'] },
    });
    expect(refused.statusCode).toBe(403);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers,
      payload: { url: receiver.url('/limited'), events: ['project.created'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    await createProject(t, cast.owner, { budgetType: 'FIXED', totalBudget: 5000, hourlyBillRate: 120 });
    await dispatcher.drain();
    const [limited] = receiver.on('/limited');
    const [full] = receiver
      .on('/all')
      .filter((hook) => hook.json.type === 'project.created')
      .slice(-1);
    expect(full!.json.data).toMatchObject({ totalBudget: 5000, hourlyBillRate: 120 });
    expect(limited!.json.data).toMatchObject({ id: full!.json.data.id, totalBudget: null, hourlyBillRate: null });
    expect(limited!.json.data.profitability).toMatchObject({ billableAmount: null, cost: null, profit: null });
  });
  it('shows a subscription made with a restricted API key only what the key may see, until it is revoked', async () => {
    const created = await call(cast.owner, 'POST', '/api-keys', {
      name: 'Integration without money',
      permissions: ['organization.manage', 'projects.read', 'projects.read.all'],
    });
    const keyHeaders = actorHeaders(created.secret as string, cast.owner.orgId);
    // The key cannot subscribe to what it cannot read, though its member could.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: keyHeaders,
      payload: { url: receiver.url('/keyed'), events: ['invoice.created'] },
    });
    expect(refused.statusCode).toBe(403);
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: keyHeaders,
      payload: { url: receiver.url('/keyed'), events: ['project.created'] },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const hook = subscribed.json().data;
    expect(hook).toMatchObject({ createdByMemberId: cast.owner.memberId, createdByApiKeyId: created.id });

    const project = await createProject(t, cast.owner, { budgetType: 'FIXED', totalBudget: 7000, hourlyBillRate: 90 });
    await dispatcher.drain();
    // The member's own sign-in sees the money; the key does not, through the API or the webhook.
    const ownView = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${project.id}`,
      headers: cast.owner.headers,
    });
    expect(ownView.json().data).toMatchObject({ totalBudget: 7000, hourlyBillRate: 90 });
    const keyView = await t.app.inject({ method: 'GET', url: `/api/v1/projects/${project.id}`, headers: keyHeaders });
    expect(keyView.statusCode, keyView.body).toBe(200);
    expect(keyView.json().data).toMatchObject({ totalBudget: null, hourlyBillRate: null });
    const [delivered] = receiver.on('/keyed');
    expect(delivered!.json.data).toMatchObject({ id: project.id, totalBudget: null, hourlyBillRate: null });
    expect(delivered!.json.data.profitability).toMatchObject({ billableAmount: null, cost: null, profit: null });

    // Revoked: deliveries stop, as for a creator no longer active.
    await call(cast.owner, 'DELETE', `/api-keys/${created.id}`);
    await createProject(t, cast.owner, { budgetType: 'FIXED', totalBudget: 100 });
    await dispatcher.drain();
    expect(receiver.on('/keyed')).toHaveLength(1);
    const deliveries = await t.app.inject({
      method: 'GET',
      url: `/api/v1/webhooks/${hook.id}/deliveries`,
      headers: cast.owner.headers,
    });
    expect(deliveries.json().data.items[0]).toMatchObject({ eventType: 'project.created', status: 'SKIPPED' });
  });
  it('lets no one who sees less than a webhook shows send it elsewhere, with a key or signed in', async () => {
    const ownersHook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: cast.owner.headers,
      payload: { url: receiver.url('/owners'), events: ['project.created'] },
    });
    expect(ownersHook.statusCode, ownersHook.body).toBe(201);
    const hookId = ownersHook.json().data.id as string;
    const key = await call(cast.owner, 'POST', '/api-keys', {
      name: 'Redirector',
      permissions: ['organization.manage', 'projects.read', 'projects.read.all'],
    });
    const keyHeaders = actorHeaders(key.secret as string, cast.owner.orgId);
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/webhooks/${hookId}`, headers: keyHeaders, payload });
    const redirected = await patch({ url: receiver.url('/stolen') });
    expect(redirected.statusCode, redirected.body).toBe(403);
    expect(redirected.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(redirected.json().hint).toContain('financials.read');
    // What it may do: describe it, or keep its URL.
    expect((await patch({ description: 'Owner’s feed' })).statusCode).toBe(200);
    expect((await patch({ url: receiver.url('/owners') })).statusCode).toBe(200);
    // The Owner signed in may.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/webhooks/${hookId}`,
      headers: cast.owner.headers,
      payload: { url: receiver.url('/owners-2') },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await call(cast.owner, 'DELETE', `/webhooks/${hookId}`);
  });
});
